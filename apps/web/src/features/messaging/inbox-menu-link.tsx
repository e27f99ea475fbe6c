import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { MenuLink } from '../../ui/dropdown-menu';
import { useUnreadCount } from './use-messaging';

/** The account menu's link to the inbox, saying how many messages are unread. */
export function InboxMenuLink() {
  const unread = useUnreadCount();
  return <MenuLink to={clubPages.parentMessages.path}>{messages.messaging.inboxLink(unread.data ?? 0)}</MenuLink>;
}
