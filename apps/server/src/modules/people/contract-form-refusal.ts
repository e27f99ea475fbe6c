import { contractPagePath, isSitePath, type ContractFormError } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import { clubPages } from '@clubroom/domain/pages';

/**
 * Where a refused contract form goes: signed out → sign in, then back to the contract page;
 * otherwise the contract page again with the reason. `next` survives when it is a path of this site.
 */
export function contractFormRefusal(err: unknown, body: unknown): string {
  const rawNext = (body as { next?: unknown } | undefined)?.next;
  const page = contractPagePath(typeof rawNext === 'string' && isSitePath(rawNext) ? rawNext : '/');
  if (err instanceof AppError && err.status === 401) return `${clubPages.signIn.path}?next=${encodeURIComponent(page)}`;
  return `${page}&error=${reasonOf(err)}`;
}

function reasonOf(err: unknown): ContractFormError {
  if (err instanceof AppError && err.code === 'CONTRACT_OUTDATED') return 'outdated';
  // The one field a person controls on the form is the terms tick; other invalid fields mean a tampered form.
  const validation = (err as { validation?: { instancePath?: string }[] }).validation;
  if (validation?.some((v) => v.instancePath === '/acceptTerms')) return 'accept-terms';
  return 'failed';
}
