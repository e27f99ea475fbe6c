import type { MessageAudience } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, matchPage, pagePath } from '@clubroom/domain/pages';
import { managesSchedule } from '@clubroom/domain/rules';
import { useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useSignedInMe } from '../../lib/signed-in-me';
import { BackLink } from '../../ui/back-link';
import { chosenIdsOf, contactsAudienceOf, searchOf, viewOf } from '../contacts/contacts-view';
import { MessageComposer } from './message-composer';

const t = messages.messaging;

interface Target {
  audience: MessageAudience;
  /** The way back: where the message was started from, and its words. */
  back: [string, string];
}

const toSchedule: [string, string] = [clubPages.scheduleAdmin.path, messages.cms.nav.schedule];

/**
 * The audience a contacts list's query string names (the contacts ticked one by one, or its filters and search),
 * and the way back to that list.
 */
function contactsTarget(query: URLSearchParams): Target {
  const chosen = chosenIdsOf(query);
  if (chosen)
    return { audience: { kind: 'chosen', personIds: chosen }, back: [clubPages.contacts.path, t.backToContacts] };
  const view = { ...viewOf(query), sort: 'name' as const, page: 1 };
  const search = searchOf(view);
  return {
    audience: contactsAudienceOf(view),
    back: [`${clubPages.contacts.path}${search ? `?${search}` : ''}`, t.backToContacts],
  };
}

/** The audience the page's address names (the page matched, its id, or the contacts list's query). */
function targetOf(pathname: string, query: URLSearchParams): Target | null {
  const match = matchPage('club', pathname);
  const id = (name: string) => Number(match?.params[name]);
  switch (match?.page) {
    case 'messageRun':
    case 'messageWaitingList': {
      const runId = id('runId');
      const kind = match.page === 'messageRun' ? 'run' : 'waitingList';
      return { audience: { kind, runId }, back: [pagePath(clubPages.register, { runId }), t.backToRegister] };
    }
    case 'messageTerm':
      return { audience: { kind: 'term', termId: id('termId') }, back: toSchedule };
    case 'messageCamp':
      return { audience: { kind: 'camp', campId: id('campId') }, back: toSchedule };
    case 'messageCampWeek':
      return { audience: { kind: 'campWeek', campWeekId: id('campWeekId') }, back: toSchedule };
    case 'messageCampDay':
      return { audience: { kind: 'campDay', campDayId: id('campDayId') }, back: toSchedule };
    case 'messagePerson': {
      const parentId = id('parentId');
      return {
        audience: { kind: 'person', personId: parentId },
        back: [pagePath(clubPages.contact, { parentId }), t.backToContact],
      };
    }
    case 'messageContacts':
      return contactsTarget(query);
    default:
      return null;
  }
}

/**
 * /cms/messages/send/{run|waiting-list|term|camp|camp-week|camp-day}/:id, /cms/messages/send/person/:parentId and
 * /cms/messages/send/contacts?{the contacts list's filter, or ids=… ticked one by one}: a message to an audience, through the composer's preview
 * step. A coach sends service messages only (the server decides which runs and camps).
 */
export default function MessagePage() {
  const [query] = useSearchParams();
  const target = targetOf(useLocation().pathname, query);
  const me = useSignedInMe();
  const kind = target?.audience.kind;
  const title =
    kind === 'person'
      ? t.messagePerson
      : kind === 'contacts'
        ? t.messageContacts
        : kind === 'chosen'
          ? t.messageChosen
          : t.messageFamilies;
  usePageTitle(title);
  if (!target) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <BackLink to={target.back[0]}>{target.back[1]}</BackLink>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <MessageComposer audience={target.audience} serviceOnly={!managesSchedule(me.roles)} />
    </div>
  );
}
