import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSiteName } from '../../lib/club-context';
import * as authRoutes from '../../lib/api-routes/auth';
import { useNextPath, withNext } from '../../lib/next-path';
import { SpinnerButton } from '../../ui/spinner-button';
import { AuthPage } from './auth-page';

/**
 * /login/link: where an emailed sign-in link leads. Opening the link uses nothing (mail scanners
 * open links too); this form posts the token, which signs in once and goes on to `next`.
 */
export default function MagicLinkPage() {
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const next = useNextPath();
  const [sent, setSent] = useState(false);
  const token = params.get('token');
  if (!token) return <Navigate to={withNext(clubPages.linkExpired.path, next)} replace />;
  return (
    <AuthPage title={messages.magicLink.landingTitle(siteName)} intro={<p>{messages.magicLink.landingBody}</p>}>
      <form
        method="post"
        action={authRoutes.useMagicLink.path}
        onSubmit={(e) => (sent ? e.preventDefault() : setSent(true))}
      >
        <input type="hidden" name="token" value={token} />
        {next !== '/' && <input type="hidden" name="next" value={next} />}
        <SpinnerButton type="submit" loading={sent} loadingLabel={messages.magicLink.signingIn}>
          {messages.magicLink.signIn}
        </SpinnerButton>
      </form>
    </AuthPage>
  );
}
