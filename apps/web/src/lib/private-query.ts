/**
 * The root of the query keys of data that belongs to the signed-in person (`queryKeyOf` puts the
 * calls of every route that is not public under it). Signing out drops everything under this
 * root, so the next person on the same browser never sees it.
 */
export const PRIVATE = 'private';
