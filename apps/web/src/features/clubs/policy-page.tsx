import type { PolicyKind } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatLongDate } from '@clubroom/domain/rules';
import { useLocation } from 'react-router';
import { useClub } from '../../lib/club-context';
import { ResourceState } from '../../ui/resource-state';
import { useClubPolicy } from './use-club-policy';

const t = messages.policies;

const counting = messages.scheduleAnalytics.privacy;

/** The platform's own words under every club's privacy policy: how the schedule counts visits, and what it never keeps. */
function VisitCounting() {
  return (
    <section aria-labelledby="visit-counting" className="mt-8 border-t border-gray-300 pt-4">
      <h2 id="visit-counting" className="mb-2 text-xl font-bold">
        {counting.title}
      </h2>
      {counting.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mb-3">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** /policy/terms-and-conditions and /policy/privacy: the club's own text, paragraph by paragraph (never as HTML). */
export default function PolicyPage() {
  const kind: PolicyKind = useLocation().pathname.endsWith('/privacy') ? 'privacy' : 'terms-and-conditions';
  const club = useClub();
  const query = useClubPolicy(kind);
  const title = t[kind];
  return (
    <ResourceState query={{ ...query, notFound: false }} title={() => title}>
      {({ policy }) => (
        <article className="mx-auto max-w-prose">
          <h1 className="text-3xl font-bold">{title}</h1>
          {policy ? (
            <>
              <p className="mb-4 text-sm text-gray-700">{t.updated(formatLongDate(policy.updatedAt, club.timeZone))}</p>
              {policy.text.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i} className="mb-3 whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </>
          ) : (
            <p className="mt-4 rounded-lg bg-panel p-6 text-center">{t.notPublished(club.name, title)}</p>
          )}
          {kind === 'privacy' && <VisitCounting />}
        </article>
      )}
    </ResourceState>
  );
}
