import { messages } from '@clubroom/domain/messages';
import { LifeBuoy } from 'lucide-react';
import { useRef, useState } from 'react';
import { DropdownMenu, MenuButton } from '../../ui/dropdown-menu';
import { SwitchUserModal } from './switch-user-modal';

/** The header's Support menu, for support staff only. */
export default function SupportMenu() {
  const [switching, setSwitching] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu
        label={messages.switchUser.menu}
        icon={<LifeBuoy aria-hidden="true" size={18} />}
        triggerRef={trigger}
      >
        <MenuButton onSelect={() => setSwitching(true)}>{messages.switchUser.title}…</MenuButton>
      </DropdownMenu>
      <SwitchUserModal open={switching} onOpenChange={setSwitching} returnFocusTo={trigger} />
    </>
  );
}
