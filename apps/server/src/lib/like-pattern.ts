/**
 * ILIKE patterns of text a person typed (a list's search): its pattern characters (`%`, `_`, `\`) taken literally,
 * so a search for "50%" finds "50%", not everything starting "50". Every list's search builds its pattern here.
 */
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%`: values containing the text. */
export const containing = (text: string): string => `%${literal(text)}%`;

/** `text%`: values starting with the text. */
export const startingWith = (text: string): string => `${literal(text)}%`;
