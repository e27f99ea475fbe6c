import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import { isCanonicalId } from '@clubroom/domain/rules';
import { useAdminTerms } from './use-admin-schedule';

/**
 * The term or run a form page edits, found in the club's terms (one read serves the page and the
 * schedule it returns to), in the shape `ResourceState` takes: not found once the terms have
 * loaded without it.
 */
export function useScheduleItem<T>(id: string | undefined, find: (terms: AdminTerm[], id: number) => T | undefined) {
  const terms = useAdminTerms();
  const valid = id !== undefined && isCanonicalId(id);
  const item = valid && terms.data ? find(terms.data.terms, Number(id)) : undefined;
  return {
    data: item === undefined ? undefined : { item, terms: terms.data!.terms },
    notFound: !valid || (terms.data !== undefined && item === undefined),
    isError: terms.isError,
    refetch: terms.refetch,
  };
}

export const findTerm = (terms: AdminTerm[], termId: number) => terms.find((term) => term.termId === termId);
export const findRun = (terms: AdminTerm[], runId: number): AdminRun | undefined =>
  terms.flatMap((term) => term.runs).find((run) => run.runId === runId);
