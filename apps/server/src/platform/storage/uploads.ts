import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { ImageType } from './image-type.js';
import { uploadTypeOf, type UploadType } from './upload-type.js';

/**
 * Lets the routes of the plugin that calls it (an area's module) take `multipart/form-data`
 * uploads: encapsulated, so every other route still refuses them (415).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
}

/** An upload form: its file's field and size, its text fields, and what to say of a refused file. */
interface FormRule {
  /** The form field holding the file. */
  fileField: string;
  /** The text fields the form may carry (sent before the file). */
  textFields: readonly string[];
  maxBytes: number;
  /** What to tell people when the file is too large, or not an accepted type. */
  tooLarge: string;
  wrongType: string;
}

export interface UploadRule<T extends UploadType> extends FormRule {
  /** The types it takes (judged by content). */
  types: readonly T[];
}

/** A text file's upload (a stylesheet): UTF-8 text, judged by content. */
export type TextUploadRule = Omit<FormRule, 'textFields'>;

export interface Upload<T extends UploadType> {
  fields: Record<string, string>;
  bytes: Buffer;
  type: T;
  /** The name the sender's file had (their words: shown only once made safe, never a path). */
  fileName: string;
}
export type ImageUploadRule = UploadRule<ImageType>;
export type ImageUpload = Upload<ImageType>;

const MAX_TEXT_FIELD_BYTES = 1000;
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

const fileIssue = (rule: Pick<FormRule, 'fileField'>, message: string) => [{ path: `body.${rule.fileField}`, message }];

/**
 * Reads an upload: its text fields and one file, whose type is judged by its content (one of the
 * rule's `types`: images, or a PDF) whatever its name or claimed type. Too large: 413 `FILE_TOO_LARGE`;
 * not an accepted type: 415 `FILE_TYPE_REFUSED`; no file, a field of another name or a body that is no
 * multipart form: 400; each naming the field.
 * The file is read into memory, which `maxBytes` bounds.
 */
export async function readUpload<T extends UploadType>(
  request: FastifyRequest,
  rule: UploadRule<T>,
): Promise<Upload<T>> {
  const { fields, bytes, fileName } = await readForm(request, rule);
  const type = uploadTypeOf(bytes);
  if (!type || !(rule.types as readonly UploadType[]).includes(type))
    throw new AppError('FILE_TYPE_REFUSED', rule.wrongType, fileIssue(rule, rule.wrongType));
  return { fields, bytes, type: type as T, fileName };
}

/**
 * Reads a text file's upload: its bytes must be UTF-8 text (a byte-order mark is dropped) with no control characters
 * but tabs, line and form feeds, whatever its name or claimed type; else 415 `FILE_TYPE_REFUSED` naming the field, as
 * `readUpload` refuses a file of another type.
 */
export async function readTextUpload(request: FastifyRequest, rule: TextUploadRule): Promise<string> {
  const { bytes } = await readForm(request, { ...rule, textFields: [] });
  const text = utf8TextOf(bytes);
  if (text === null) throw new AppError('FILE_TYPE_REFUSED', rule.wrongType, fileIssue(rule, rule.wrongType));
  return text;
}

/** Control characters text may not hold: all but tab, line feed, form feed and carriage return. */
const isControl = (code: number) => (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f;

/** The bytes as text when they are UTF-8 text (no control characters but whitespace); null otherwise. */
function utf8TextOf(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return [...text].some((c) => isControl(c.charCodeAt(0))) ? null : text;
  } catch {
    return null;
  }
}

/** The form's text fields and its one file, refused as `readUpload` says but for its type. */
async function readForm(request: FastifyRequest, rule: FormRule) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName = '';
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
        fileName = part.filename;
      } else if (rule.textFields.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', rule.tooLarge, fileIssue(rule, rule.tooLarge));
    if (TOO_MANY_PARTS.has(code)) {
      const message = `must hold one file (${rule.fileField}) and at most the fields ${rule.textFields.join(', ')}`;
      throw new AppError('VALIDATION_FAILED', `body: ${message}`, [{ path: 'body', message }]);
    }
    if (error instanceof AppError) throw error;
    // Anything else here is the parser failing on the sender's bytes (no boundary, a form cut short, a bad header).
    const message = 'must be a complete multipart/form-data body';
    throw new AppError('VALIDATION_FAILED', `body: ${message}`, [{ path: 'body', message }]);
  }
  if (!file)
    throw new AppError('VALIDATION_FAILED', `body.${rule.fileField}: is required`, fileIssue(rule, 'is required'));
  return { fields, bytes: file as Buffer, fileName };
}

/** An image upload (a child's photo, a club's logo, a trophy's picture): `readUpload` taking images only. */
export const readImageUpload = (request: FastifyRequest, rule: ImageUploadRule): Promise<ImageUpload> =>
  readUpload(request, rule);
