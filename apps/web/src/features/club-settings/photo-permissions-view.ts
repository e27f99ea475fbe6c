import { photoAnswers, type PhotoAnswer, type PhotoPermissionsQueryInput } from '@clubroom/domain/api';
import { oneOf, positiveOf, queryStringOf } from '../../lib/list-query';

/** The photo permissions list's state, held in the page's query string so a link or a reload keeps it. */
export interface PhotoPermissionsView {
  search: string;
  /** Only the children with this answer; null: everyone. */
  answer: PhotoAnswer | null;
  page: number;
}

export const photoPermissionsViewOf = (params: URLSearchParams): PhotoPermissionsView => ({
  search: params.get('search') ?? '',
  answer: oneOf(photoAnswers, params.get('answer')) ?? null,
  page: positiveOf(params.get('page')) ?? 1,
});

/**
 * The view as the API's query (and the page's own query string): only what differs from the defaults, so the
 * list as it opens asks for the route's bare address, the one the page's HTML preloads (`platform/page-calls.ts`).
 */
export const photoPermissionsQueryOf = (view: PhotoPermissionsView): PhotoPermissionsQueryInput => ({
  ...(view.search.trim() && { search: view.search.trim() }),
  ...(view.answer && { answer: view.answer }),
  ...(view.page > 1 && { page: view.page }),
});

export const photoPermissionsSearchOf = (view: PhotoPermissionsView) => queryStringOf(photoPermissionsQueryOf(view));
