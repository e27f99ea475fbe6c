import { somethingWentWrong } from '@clubroom/domain/messages';
import type { ReactNode } from 'react';
import { isRefused } from '../lib/user-message';
import { PageTitle } from '../lib/page-title';
import NotFoundPage from './not-found-page';
import { Loading } from './loading';
import { PageMessage } from './page-message';

/**
 * Loading, not found, refused (the server's reason: not this coach's camp), failed, or the page
 * itself; `title` names the loaded page in the browser's tab (the site's name while it loads; the
 * messages name their own).
 */
export function ResourceState<T>({
  query,
  title,
  children,
}: {
  query: { data?: T; notFound: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  title: (data: T) => string;
  children: (data: T) => ReactNode;
}) {
  if (query.notFound) return <NotFoundPage />;
  if (isRefused(query.error)) {
    return (
      <PageMessage title={somethingWentWrong.refusedTitle}>
        <p>{query.error.message}</p>
      </PageMessage>
    );
  }
  if (query.isError) {
    return (
      <PageMessage title={somethingWentWrong.title}>
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
