// What core code uses of payments: the provider interface, its Stripe-shaped objects and errors, and the
// configured provider. Never a provider SDK.
export { configuredPaymentProvider } from './configured-payment-provider.js';
export { openPaymentProvider } from './open-payment-provider.js';
export type * from './payment-provider.js';
export { PaymentProviderError } from './payment-provider-error.js';
export type * from './provider-objects.js';
export { PINNED_API_VERSION } from './provider-objects.js';
export { isSandboxProvider } from './sandbox/sandbox-provider.js';
export type { SandboxControls, SandboxPaymentProvider } from './sandbox/sandbox-provider.js';
export { SIGNATURE_HEADER, WebhookPayloadError, WebhookSignatureError } from './webhook-signature.js';
