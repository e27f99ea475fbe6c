import { AppError } from '../../platform/errors.js';

/** A 400 naming the body field whose value cannot be used. */
export const fieldRefused = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}`, message }]);
