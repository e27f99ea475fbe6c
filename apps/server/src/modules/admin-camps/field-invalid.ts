import { AppError } from '../../platform/errors.js';

/** A 400 naming the body field whose value cannot be used. */
export const fieldInvalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `body.${field}: ${message}`, [{ path: `body.${field}`, message }]);
