import type { Me, Role } from '@clubroom/domain/contracts';
import { messages } from '@clubroom/domain/messages';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { withNext } from '../lib/next-path';
import { useMe } from '../lib/use-me';
import { Loading } from '../ui/loading';
import { PageMessage } from '../ui/page-message';

export type SignedInMe = Me & { user: NonNullable<Me['user']> };

/**
 * A page for signed-in people: visitors go to sign in and come back here afterwards; people
 * without a role the page needs are told so (the server refuses them anyway).
 */
export function RequireSignIn({ allow, children }: { allow?: (roles: readonly Role[]) => boolean; children: (me: SignedInMe) => ReactNode }) {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <Loading lines={3} />;
  if (me.isError) {
    return (
      <PageMessage title={messages.somethingWentWrong.title}>
        <p><button type="button" className="underline" onClick={() => me.refetch()}>{messages.account.tryAgain}</button></p>
      </PageMessage>
    );
  }
  const { user } = me.data;
  if (!user) return <Navigate to={withNext('/login', pathname + search)} replace />;
  if (allow && !allow(me.data.roles)) {
    return (
      <PageMessage title={messages.permissions.denied}>
        <p><a className="underline" href="/">Go to the homepage</a></p>
      </PageMessage>
    );
  }
  return <>{children({ ...me.data, user })}</>;
}
