import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { imageTypeOf, type ImageType } from './image-type.js';

/**
 * Lets the routes of the plugin that calls it (an area's module) take `multipart/form-data`
 * uploads: encapsulated, so every other route still refuses them (415).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
}

export interface ImageUploadRule {
  /** The form field holding the file. */
  fileField: string;
  /** The text fields the form may carry (sent before the file). */
  textFields: readonly string[];
  maxBytes: number;
  /** The image types it takes (judged by content). */
  types: readonly ImageType[];
  /** What to tell people when the file is too large, or not an accepted image. */
  tooLarge: string;
  wrongType: string;
}

export interface ImageUpload {
  fields: Record<string, string>;
  bytes: Buffer;
  type: ImageType;
}

const MAX_TEXT_FIELD_BYTES = 1000;
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads an image upload: its text fields and one file, whose type is judged by its content (one of
 * the rule's `types`) whatever its name or claimed type. Too large: 413 `FILE_TOO_LARGE`; not an accepted
 * image: 415 `FILE_TYPE_REFUSED`; no file, a field of another name or a body that is no multipart
 * form: 400; each naming the field.
 * The file is read into memory, which `maxBytes` bounds.
 */
export async function readImageUpload(request: FastifyRequest, rule: ImageUploadRule): Promise<ImageUpload> {
  const fileIssue = (message: string) => [{ path: `body.${rule.fileField}`, message }];
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: rule.maxBytes,
        files: 1,
        fields: rule.textFields.length,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: rule.textFields.length + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== rule.fileField) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', `${part.fieldname}: is not a field of this form`, [
            { path: `body.${part.fieldname}`, message: 'is not a field of this form' },
          ]);
        }
        file = await part.toBuffer();
      } else if (rule.textFields.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', rule.tooLarge, fileIssue(rule.tooLarge));
    if (TOO_MANY_PARTS.has(code)) {
      const message = `must hold one file (${rule.fileField}) and at most the fields ${rule.textFields.join(', ')}`;
      throw new AppError('VALIDATION_FAILED', `body: ${message}`, [{ path: 'body', message }]);
    }
    if (error instanceof AppError) throw error;
    // Anything else here is the parser failing on the sender's bytes (no boundary, a form cut short, a bad header).
    const message = 'must be a complete multipart/form-data body';
    throw new AppError('VALIDATION_FAILED', `body: ${message}`, [{ path: 'body', message }]);
  }
  if (!file) throw new AppError('VALIDATION_FAILED', `body.${rule.fileField}: is required`, fileIssue('is required'));
  const type = imageTypeOf(file);
  if (!type || !rule.types.includes(type))
    throw new AppError('FILE_TYPE_REFUSED', rule.wrongType, fileIssue(rule.wrongType));
  return { fields, bytes: file, type };
}
