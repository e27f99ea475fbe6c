import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageTypeOf: the type by the first bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['an older GIF', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF-like text', bytes('GIF90a', [1, 0, 1, 0]), null],
    ['an SVG (script can hide in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>'), null],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['a WAV (RIFF, but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
    ['a truncated PNG signature', bytes([0x89], 'PNG'), null],
    ['two bytes of a JPEG', bytes([0xff, 0xd8]), null],
    ['nothing', bytes(), null],
  ] as const)('%s → %s', (_, content, expected) => {
    expect(imageTypeOf(content)).toBe(expected);
  });
});
