import { scheduleMessages } from '@clubroom/domain/messages';
import { useBootstrap } from '../lib/club-context';
import { PageMessage } from './page-message';

/** Any path that is no page; on an unknown club's host, the homepage is the platform's. */
export default function NotFoundPage() {
  const bootstrap = useBootstrap();
  return (
    <PageMessage title={scheduleMessages.notFound.title}>
      <p>{scheduleMessages.notFound.body}</p>
      <p className="mt-6">
        <a className="underline" href={bootstrap.notFound ? bootstrap.platformUrl : '/'}>
          Go to the homepage
        </a>
      </p>
    </PageMessage>
  );
}
