import { z } from 'zod';

/** C0 control characters and DEL: never part of a name, an address or a search (a NUL cannot even be stored). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Text a person types (a name, an address to look up, a search): the one rule every such field
 * shares, refusing control characters with a 400 that names the field.
 */
export const plainText = () =>
  z.string().refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

/** A name an organiser gives something (a term, a class, a venue): required, at most 120 characters. */
export const nameSchema = (label: string) =>
  plainText().trim().min(1, `${label} is required`).max(120, `${label} must be at most 120 characters`);
