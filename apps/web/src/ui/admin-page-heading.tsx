import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

/**
 * The top of a page of the club's admin area (/cms): the way back to Manage Club, then the page's
 * heading, with the page's actions (`children`) beside it when it has some.
 */
export function AdminPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const heading = <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>;
  return (
    <>
      <BackLink to={clubPages.cmsHome.path}>{messages.cms.backToAdmin}</BackLink>
      {children ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {children}
        </div>
      ) : (
        heading
      )}
    </>
  );
}
