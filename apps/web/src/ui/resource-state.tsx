import type { ReactNode } from 'react';
import { PageTitle } from '../lib/page-title';
import NotFoundPage from './not-found-page';
import { Loading } from './loading';
import { PageMessage } from './page-message';

/**
 * Loading, not found, failed, or the page itself; `title` names the loaded page in the browser's
 * tab (the site's name while it loads; the messages name their own).
 */
export function ResourceState<T>({
  query,
  title,
  children,
}: {
  query: { data?: T; notFound: boolean; isError: boolean; refetch: () => unknown };
  title: (data: T) => string;
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
  if (!query.data) {
    return (
      <>
        <PageTitle page={null} />
        <Loading lines={4} />
      </>
    );
  }
  return (
    <>
      <PageTitle page={title(query.data)} />
      {children(query.data)}
    </>
  );
}
