import type { CustomerCreateParams, CustomerUpdateParams } from '../payment-provider.js';
import { invalidRequest } from '../payment-provider-error.js';
import type { Customer } from '../provider-objects.js';
import { mustFind, newRecord, type SandboxContext } from './sandbox-context.js';
import { stripeId } from './sandbox-ids.js';

export function createCustomer(ctx: SandboxContext, params: CustomerCreateParams): Customer {
  const customer: Customer = {
    id: stripeId('cus'),
    object: 'customer',
    email: params.email ?? null,
    name: params.name ?? null,
    invoice_settings: { default_payment_method: null },
    metadata: params.metadata ?? {},
    created: ctx.now,
    livemode: false,
  };
  ctx.store.save('customer', newRecord<'customer'>(ctx, customer, {}));
  ctx.emit('customer.created', customer);
  return customer;
}

/** The customer's default card must be one saved for them. */
export function updateCustomer(ctx: SandboxContext, id: string, params: CustomerUpdateParams): Customer {
  const record = mustFind(ctx, 'customer', id);
  const defaultMethod = params.invoice_settings?.default_payment_method;
  if (defaultMethod) {
    const method = mustFind(ctx, 'payment_method', defaultMethod, 'invoice_settings[default_payment_method]');
    if (method.object.customer !== id) {
      throw invalidRequest(`The customer does not have a payment method with the ID ${defaultMethod}.`, {
        param: 'invoice_settings[default_payment_method]',
      });
    }
  }
  if (defaultMethod !== undefined) record.object.invoice_settings.default_payment_method = defaultMethod;
  if (params.metadata) record.object.metadata = { ...record.object.metadata, ...params.metadata };
  ctx.store.save('customer', record);
  ctx.emit('customer.updated', record.object);
  return record.object;
}
