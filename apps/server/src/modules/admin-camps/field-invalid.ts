import { bodyFieldRefused } from '../../platform/errors.js';

/** A 400 naming the body field whose value cannot be used. */
export const fieldInvalid = bodyFieldRefused;
