import { describe, expect, it } from 'vitest';
import { uploadTypeOf } from './upload-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('uploadTypeOf: an image or a PDF, by the first bytes', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['PDF-like text', bytes('%PD'), null],
    ['a PDF signature not at the start', bytes(' %PDF-1.7'), null],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['nothing', bytes(), null],
  ] as const)('%s → %s', (_, content, expected) => {
    expect(uploadTypeOf(content)).toBe(expected);
  });
});
