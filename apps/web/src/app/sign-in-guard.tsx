import type { Role } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clubPages } from '@clubroom/domain/pages';
import { withNext } from '../lib/next-path';
import type { SignedInMe } from '../lib/signed-in-me';
import { useMe } from '../lib/use-me';
import { Loading } from '../ui/loading';
import { PageMessage } from '../ui/page-message';

/**
 * The layout route of the pages for signed-in people (app/router.tsx, from each page's access):
 * visitors go to sign in and come back here afterwards; people without a role the pages need
 * are told so (the server refuses them anyway). The pages read the person with `useSignedInMe`.
 */
export default function SignInGuard({ allow }: { allow?: (roles: readonly Role[]) => boolean }) {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <Loading lines={3} />;
  if (me.isError) {
    return (
      <PageMessage title={messages.somethingWentWrong.title}>
        <p>
          <button type="button" className="underline" onClick={() => me.refetch()}>
            {messages.account.tryAgain}
          </button>
        </p>
      </PageMessage>
    );
  }
  const { user } = me.data;
  if (!user) return <Navigate to={withNext(clubPages.signIn.path, pathname + search)} replace />;
  if (allow && !allow(me.data.roles)) {
    return (
      <PageMessage title={messages.permissions.denied}>
        <p>
          <a className="underline" href="/">
            Go to the homepage
          </a>
        </p>
      </PageMessage>
    );
  }
  return <Outlet context={{ ...me.data, user } satisfies SignedInMe} />;
}
