import { messagingApi } from '@clubroom/domain/api';

/** Where Twilio posts each SMS's delivery receipts (the status callback every send names). */
export const SMS_STATUS_PATH = messagingApi.smsStatusWebhook.path;
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/**
 * Whether Twilio signed this webhook (`X-Twilio-Signature`, checked by the SDK's `validateRequest`): an HMAC of
 * the URL it posted to and every form field, with the account's auth token. `url` is the app's own address for
 * the route (from PUBLIC_URL), never what the request's Host says. The SDK is loaded with the first webhook, not at
 * every start of the server.
 */
export async function twilioSignatureValid(
  authToken: string,
  signature: string | string[] | undefined,
  url: string,
  params: Record<string, unknown>,
): Promise<boolean> {
  if (typeof signature !== 'string' || signature === '') return false;
  const { default: twilio } = await import('twilio');
  return twilio.validateRequest(authToken, signature, url, params);
}
