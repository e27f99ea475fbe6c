import { messages } from '@clubroom/domain/messages';
import { looksLikeSwitchUserEmail, switchUserHref } from '@clubroom/domain/rules';
import { useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { primaryButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { Modal } from '../../ui/modal';

/**
 * Support staff enter an email address; a 'Switch user' link to this page with
 * `?_switch_user=email` appears only once the address matches the pattern. Following it is a
 * full page load: the server swaps the session and comes back here as that person.
 */
export function SwitchUserModal({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [email, setEmail] = useState('');
  const { pathname } = useLocation();
  const address = email.trim();
  const href = looksLikeSwitchUserEmail(address) ? switchUserHref(pathname, address) : null;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={messages.switchUser.title}
      description={messages.switchUser.intro}
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (href) window.location.assign(href);
        }}
      >
        <TextField
          id="switch-user-email"
          label={messages.switchUser.email}
          hint={messages.switchUser.emailHint}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div aria-live="polite" className="min-h-10">
          {href && (
            <a className={primaryButton} href={href} aria-label={messages.switchUser.linkLabel(address)}>
              {messages.switchUser.link}
            </a>
          )}
        </div>
      </form>
    </Modal>
  );
}
