/** Where an SMS's delivery receipts leave it: the statuses after `sent` that the log counts. */
export const smsReceiptStatuses = ['delivered', 'undelivered', 'failed'] as const;
export type SmsReceiptStatus = (typeof smsReceiptStatuses)[number];

/**
 * What a provider's status callback (Twilio's `MessageStatus`) says of an SMS already sent: a final status, or
 * null for one on the way (`queued`, `sending`, `sent`) or unknown, which changes nothing.
 */
export const smsReceiptStatus = (status: string): SmsReceiptStatus | null =>
  (smsReceiptStatuses as readonly string[]).includes(status) ? (status as SmsReceiptStatus) : null;
