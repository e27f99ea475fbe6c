import type { ReactNode } from 'react';
import { isForbidden } from '../lib/api-client';
import { FormAlert } from './form-alert';
import { LoadFailed } from './load-failed';
import { Loading } from './loading';

/**
 * A page part only staff with financial access may read: the page's notice when the server refuses (403), its
 * failure with 'Try again', its loading lines, or the part itself once loaded.
 */
export function FinancialContent<T>({
  query,
  texts,
  children,
}: {
  query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown };
  texts: { noFinancialAccess: string; loadFailed: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return isForbidden(query.error) ? (
      <FormAlert>{texts.noFinancialAccess}</FormAlert>
    ) : (
      <LoadFailed message={texts.loadFailed} retry={query.refetch} />
    );
  }
  return query.data ? children(query.data) : <Loading lines={4} />;
}
