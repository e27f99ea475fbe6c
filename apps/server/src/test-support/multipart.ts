import { randomUUID } from 'node:crypto';

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body as a browser sends it, and the Content-Type header naming its boundary. */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; headers: { 'content-type': string } } {
  const boundary = `----clubroom${randomUUID()}`;
  const chunks = parts.flatMap((part) => {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    const content = 'filename' in part ? part.content : Buffer.from(part.value);
    return [Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), content, Buffer.from('\r\n')];
  });
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest images of each accepted type, by their signatures (the server judges the first bytes only). */
export const sampleImages = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(64, 3),
  ]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0]), Buffer.alloc(64, 4)]),
};
