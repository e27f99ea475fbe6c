import { imageTypeOf, imageTypes } from './image-type.js';

/** The types an upload may be, judged by its first bytes: the images, and PDF documents (a registration answer). */
export const uploadTypes = { ...imageTypes, 'application/pdf': 'pdf' } as const;
export type UploadType = keyof typeof uploadTypes;

const PDF_SIGNATURE = [...'%PDF-'].map((c) => c.charCodeAt(0));

/**
 * The type of an uploaded file from its content, never its name or the type its sender claimed: an image
 * (`imageTypeOf`), or a PDF (starting `%PDF-`); null for anything else. Each upload says which it takes.
 */
export function uploadTypeOf(bytes: Uint8Array): UploadType | null {
  const image = imageTypeOf(bytes);
  if (image) return image;
  return bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, i) => bytes[i] === byte)
    ? 'application/pdf'
    : null;
}
