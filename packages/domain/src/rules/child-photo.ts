/** A child's photo: at most this many bytes, and a JPEG, PNG or WebP image judged by its content. */
export const CHILD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The photo upload's form fields: the child (`personId`), then the image (`photo`). */
export const AVATAR_FIELDS = { personId: 'personId', file: 'photo' } as const;
