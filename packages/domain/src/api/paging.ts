import { z } from 'zod';
import { plainText } from './text.js';

/**
 * The pieces every admin list that pages on the server shares (contacts, orders, the console's clubs, photo
 * permissions), so a page number or a search is read, and refused, alike everywhere.
 */

/** A list's page in its query string: 1 first (a bad one is a 400 naming `page`). */
export const pageNumberSchema = z.coerce
  .number()
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(100_000, 'must be at most 100000')
  .default(1);

/** A list's search box: part of a name (or of what else the list searches), at most 100 characters. */
export const listSearchSchema = plainText().trim().max(100, 'must be at most 100 characters').optional();

/** The paging fields beside a page's rows. */
export const pageFieldsSchema = {
  total: z.number().int().describe('how many rows match, over every page'),
  page: z.number().int(),
  pageSize: z.number().int(),
};
