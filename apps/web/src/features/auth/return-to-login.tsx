import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { PageMessage } from '../../ui/page-message';

/** 'Something went wrong / Please return to login', with the way back. */
export function ReturnToLogin({
  title = messages.somethingWentWrong.title,
  body = messages.somethingWentWrong.body,
}: {
  title?: string;
  body?: string;
}) {
  return (
    <PageMessage title={title}>
      <p>{body}</p>
      <p className="mt-6">
        <Link className="underline" to={clubPages.signIn.path}>
          {messages.missingToken.backToLogin}
        </Link>
      </p>
    </PageMessage>
  );
}
