import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';

/**
 * People's child use cases refuse notes without the parent's special-category consent in the
 * parent's words ("tick the consent box"); an organiser has no such box — only the parent can give
 * it — so the same refusal (the same fields named) is said to them in theirs.
 */
export async function inOrganiserWords<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'VALIDATION_FAILED') throw err;
    const refusedNotes = err.issues?.every((issue) => issue.message === messages.family.consentNeeded);
    if (!refusedNotes) throw err;
    const message = messages.contacts.parentConsentNeeded;
    throw new AppError(
      'VALIDATION_FAILED',
      message,
      err.issues!.map((issue) => ({ ...issue, message })),
    );
  }
}
