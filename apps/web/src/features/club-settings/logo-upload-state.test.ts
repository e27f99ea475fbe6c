import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { cacheBusted, logoErrorBeforeUpload, logoErrorOf } from './logo-upload-state';

const t = messages.clubProfile;

describe('the logo upload states', () => {
  it('refuses a file over 2MB before sending it, with the spec text', () => {
    expect(logoErrorBeforeUpload({ size: 2 * 1024 * 1024 + 1 })).toEqual({ type: 'size', message: t.logoTooLarge });
    expect(logoErrorBeforeUpload({ size: 2 * 1024 * 1024 })).toBeNull();
  });

  it("reads the server's refusals as size or type", () => {
    expect(logoErrorOf(new ApiError(413, 'FILE_TOO_LARGE', 'x'))).toEqual({ type: 'size', message: t.logoTooLarge });
    expect(logoErrorOf(new ApiError(415, 'FILE_TYPE_REFUSED', 'x'))).toEqual({
      type: 'type',
      message: 'Logos can only be jpg, png or gif files.',
    });
    expect(logoErrorOf(new TypeError('Failed to fetch')).type).toBe('other');
  });

  it('adds a cache-busting timestamp to the URL', () => {
    expect(cacheBusted('/api/v4/public/logos/a.png?v=1', 5)).toBe('/api/v4/public/logos/a.png?v=1&t=5');
    expect(cacheBusted('/logo.png', 5)).toBe('/logo.png?t=5');
  });
});
