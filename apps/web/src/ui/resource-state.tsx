import type { ReactNode } from 'react';
import NotFoundPage from './not-found-page';
import { Loading } from './loading';
import { PageMessage } from './page-message';

/** Loading, not found, failed, or the page itself. */
export function ResourceState<T>({
  query,
  children,
}: {
  query: { data?: T; notFound: boolean; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.notFound) return <NotFoundPage />;
  if (query.isError) {
    return (
      <PageMessage title="Something went wrong">
        <p>
          Please{' '}
          <button type="button" className="underline" onClick={() => query.refetch()}>
            try again
          </button>
          .
        </p>
      </PageMessage>
    );
  }
  if (!query.data) return <Loading lines={4} />;
  return <>{children(query.data)}</>;
}
