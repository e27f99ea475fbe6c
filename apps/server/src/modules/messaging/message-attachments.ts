import { randomUUID } from 'node:crypto';
import type { MessageAttachment } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import {
  attachmentName,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_MAX_MB,
  MESSAGE_ATTACHMENTS_TOTAL_MAX_BYTES,
  MESSAGE_ATTACHMENTS_TOTAL_MAX_MB,
} from '@clubroom/domain/rules';
import { bodyFieldRefused, notFound } from '../../platform/errors.js';
import type { MailAttachment } from '../../platform/mail/mailer.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { uploadTypes, type UploadType } from '../../platform/storage/upload-type.js';
import type { Upload, UploadRule } from '../../platform/storage/uploads.js';
import type { AttachmentRow, MessageAttachmentsRepository } from './message-attachments.repository.js';

const texts = messages.messaging;
type AttachmentType = MessageAttachment['type'];

/** A message's attachment: one PDF or image (judged by its bytes), at most 10 MB. */
export const attachmentUpload: UploadRule<AttachmentType> = {
  fileField: 'file',
  textFields: [],
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  tooLarge: texts.attachmentTooLarge(MESSAGE_ATTACHMENT_MAX_MB),
  wrongType: texts.attachmentWrongType,
};

export const attachmentOf = (row: AttachmentRow): MessageAttachment => ({
  attachmentId: row.id,
  name: row.name,
  type: row.contentType as AttachmentType,
  size: row.size,
});

/**
 * Keeps a file an organiser attaches to a draft: in the file store under a key of the server's making, and as a
 * draft's attachment of its author's until a message names it (`attachmentIds`).
 */
export async function uploadAttachment(
  repo: MessageAttachmentsRepository,
  files: FileStore,
  clubId: number,
  authorUserId: number,
  upload: Upload<AttachmentType>,
  now: Date,
): Promise<MessageAttachment> {
  const fileKey = `message-attachments/${randomUUID()}.${uploadTypes[upload.type]}`;
  await files.put(fileKey, upload.bytes);
  const row = await repo.insert({
    clubId,
    uploadedByUserId: authorUserId,
    fileKey,
    name: attachmentName(upload.fileName),
    contentType: upload.type,
    size: upload.bytes.length,
    createdAt: now,
  });
  return attachmentOf(row);
}

/**
 * The draft's files a message names: each the author's own, of the club and not yet sent (else a 400 naming
 * `body.attachmentIds`), together at most 20 MB.
 */
export async function draftAttachments(
  repo: MessageAttachmentsRepository,
  clubId: number,
  authorUserId: number,
  ids: number[],
): Promise<AttachmentRow[]> {
  const rows = await repo.draftFiles(clubId, authorUserId, ids);
  if (rows.length !== ids.length) throw bodyFieldRefused('attachmentIds', texts.attachmentsUnknown);
  if (rows.reduce((total, row) => total + row.size, 0) > MESSAGE_ATTACHMENTS_TOTAL_MAX_BYTES)
    throw bodyFieldRefused('attachmentIds', texts.attachmentsTooLarge(MESSAGE_ATTACHMENTS_TOTAL_MAX_MB));
  return rows;
}

/** A message's attachments as the mailer sends them: each file's bytes under its name and type. */
export async function mailAttachments(files: FileStore, rows: AttachmentRow[]): Promise<MailAttachment[]> {
  return Promise.all(
    rows.map(async (row) => {
      const content = await files.get(row.fileKey);
      if (!content) throw new Error(`message attachment ${row.id}: its file is missing`);
      const type = row.contentType as UploadType;
      return { filename: `${row.name}.${uploadTypes[type]}`, content, contentType: type };
    }),
  );
}

/** An attachment's file as a download (`sendDownload`), or 404 when it (or its file) is not there. */
export async function attachmentDownload(
  files: FileStore,
  row: AttachmentRow | null,
): Promise<{ bytes: Buffer; type: UploadType; name: string }> {
  const bytes = row ? await files.get(row.fileKey) : null;
  if (!row || !bytes) throw notFound('Attachment');
  return { bytes, type: row.contentType as UploadType, name: row.name };
}
