import { messages } from '@clubroom/domain/messages';
import { PageMessage } from './page-message';

export default function NotFoundPage() {
  return (
    <PageMessage title={messages.notFound.title}>
      <p>{messages.notFound.body}</p>
      <p className="mt-6">
        <a className="underline" href="/">
          Go to the homepage
        </a>
      </p>
    </PageMessage>
  );
}
