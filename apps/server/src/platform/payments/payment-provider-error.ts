import type { PaymentError } from './provider-objects.js';

export type PaymentProviderErrorType = 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface PaymentProviderErrorDetails {
  code?: string;
  decline_code?: string;
  param?: string;
  statusCode?: number;
}

const STATUS_OF: Record<PaymentProviderErrorType, number> = {
  card_error: 402,
  invalid_request_error: 400,
  idempotency_error: 400,
  api_error: 500,
};

/**
 * What a provider call throws, as Stripe's errors say it: `type`, `code` (resource_missing, amount_too_large,
 * card_declined…), `decline_code`, `param`. A decline while paying is not thrown: the PaymentIntent comes back
 * `requires_payment_method` with its `last_payment_error`. A card refused when saving it is (`card_error`).
 */
export class PaymentProviderError extends Error {
  readonly statusCode: number;
  readonly code?: string;
  readonly decline_code?: string;
  readonly param?: string;

  constructor(
    readonly type: PaymentProviderErrorType,
    message: string,
    details: PaymentProviderErrorDetails = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
    this.statusCode = details.statusCode ?? STATUS_OF[type];
    this.code = details.code;
    this.decline_code = details.decline_code;
    this.param = details.param;
  }

  get details(): PaymentProviderErrorDetails {
    return { code: this.code, decline_code: this.decline_code, param: this.param, statusCode: this.statusCode };
  }

  /** A card's refusal as a PaymentIntent's `last_payment_error` carries it. */
  static fromCardError(error: PaymentError): PaymentProviderError {
    return new PaymentProviderError(error.type, error.message, {
      code: error.code,
      decline_code: error.decline_code,
      param: error.param,
    });
  }
}

export const resourceMissing = (kind: string, id: string, param = 'id') =>
  new PaymentProviderError('invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
    statusCode: 404,
  });

export const invalidRequest = (message: string, details: { code?: string; param?: string } = {}) =>
  new PaymentProviderError('invalid_request_error', message, details);
