/**
 * Query keys of data that belongs to the signed-in person. Signing out drops everything under
 * this root, so the next person on the same browser never sees it.
 */
export const PRIVATE = 'private';
export const privateKey = (...parts: (string | number)[]) => [PRIVATE, ...parts] as const;
