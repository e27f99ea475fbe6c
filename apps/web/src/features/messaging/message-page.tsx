import type { MessageAudience } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { managesSchedule } from '@clubroom/domain/rules';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useSignedInMe } from '../../lib/signed-in-me';
import { BackLink } from '../../ui/back-link';
import { MessageComposer } from './message-composer';

const t = messages.messaging;

/** The audience the page's address names, the way back, and its title. */
function audienceOf(params: Record<string, string | undefined>): { audience: MessageAudience; back: [string, string] } {
  const id = (name: string) => Number(params[name]);
  if (params.runId) {
    const runId = id('runId');
    return { audience: { kind: 'run', runId }, back: [pagePath(clubPages.register, { runId }), t.backToRegister] };
  }
  if (params.parentId) {
    const parentId = id('parentId');
    const back: [string, string] = [pagePath(clubPages.contact, { parentId }), t.backToContact];
    return { audience: { kind: 'person', personId: parentId }, back };
  }
  const back: [string, string] = [clubPages.scheduleAdmin.path, messages.cms.nav.schedule];
  if (params.termId) return { audience: { kind: 'term', termId: id('termId') }, back };
  return { audience: { kind: 'camp', campId: id('campId') }, back };
}

/**
 * /cms/messages/send/{run|term|camp}/:id and /cms/messages/send/person/:parentId: a message to an audience, through
 * the composer's preview step. A coach sends service messages only (the server decides which runs and camps).
 */
export default function MessagePage() {
  const { audience, back } = audienceOf(useParams());
  const me = useSignedInMe();
  const title = audience.kind === 'person' ? t.messagePerson : t.messageFamilies;
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to={back[0]}>{back[1]}</BackLink>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <MessageComposer audience={audience} serviceOnly={!managesSchedule(me.roles)} />
    </div>
  );
}
