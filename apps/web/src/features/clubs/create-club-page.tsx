import { messages } from '@clubroom/domain/messages';
import { PageMessage } from '../../ui/page-message';

/** 'Create a club' lands here until club sign-up opens (a later issue). */
export default function CreateClubPage() {
  return (
    <PageMessage title={messages.createClub.title}>
      <p>{messages.createClub.intro}</p>
      <p className="mt-4">
        Club sign-up opens soon.{' '}
        <a className="underline" href="/">
          Back to the homepage
        </a>
      </p>
    </PageMessage>
  );
}
