/** Email attachments of a club's message (docs/messaging.md, "Attachments"): PDF and images, judged by content. */
export const MESSAGE_ATTACHMENT_MAX_MB = 10;
export const MESSAGE_ATTACHMENTS_TOTAL_MAX_MB = 20;
export const MESSAGE_ATTACHMENT_MAX_BYTES = MESSAGE_ATTACHMENT_MAX_MB * 1024 * 1024;
export const MESSAGE_ATTACHMENTS_TOTAL_MAX_BYTES = MESSAGE_ATTACHMENTS_TOTAL_MAX_MB * 1024 * 1024;
/** The most files one message carries. */
export const MAX_MESSAGE_ATTACHMENTS = 5;
const MAX_NAME_LENGTH = 80;

/**
 * The name an attachment is shown and sent under, from the name the organiser's file had: the last part of its
 * path, without its extension (the server adds the one its content has), letters, digits, spaces and `._()-` only
 * (nothing that can end a header's quoted value or climb a path), at most 80 characters; 'attachment' when nothing
 * is left.
 */
export function attachmentName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const safe = stem
    .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return safe || 'attachment';
}

/** The extension an attachment's type is sent and saved with. */
export const attachmentExtensions = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type AttachmentType = keyof typeof attachmentExtensions;
