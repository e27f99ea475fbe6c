import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { useBrowserValue } from '../lib/use-browser-value';

/** A header menu (Radix): arrow keys move between items, Escape closes, focus returns to the button. */
export function DropdownMenu({
  label,
  accessibleLabel,
  icon,
  triggerRef,
  children,
}: {
  label: ReactNode;
  accessibleLabel?: string;
  icon?: ReactNode;
  triggerRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  // The server draws the button too (the header keeps its size as the app takes over), but Radix opens
  // the menu on pointerdown, which an early tap given back as a click (lib/early-input.ts) lacks: the
  // button is disabled until the app runs rather than looking ready and ignoring the tap.
  const running = useBrowserValue(() => true, false);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        ref={triggerRef}
        disabled={!running}
        aria-label={accessibleLabel}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium hover:bg-black/10 data-[state=open]:bg-black/10"
      >
        {icon}
        <span className="max-w-[9rem] truncate">{label}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-30 min-w-[12rem] rounded-md border border-gray-200 bg-white p-1 text-gray-900 shadow-lg"
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

const item =
  'flex w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left outline-none data-[highlighted]:bg-gray-100 data-[disabled]:opacity-50';

/** A page of this app, opened without reloading. */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Menu.Item asChild className={item}>
      <Link to={to}>{children}</Link>
    </Menu.Item>
  );
}

export function MenuButton({
  onSelect,
  disabled,
  children,
}: {
  onSelect: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu.Item className={item} disabled={disabled} onSelect={onSelect}>
      {children}
    </Menu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="px-3 py-2 text-sm text-gray-700">{children}</Menu.Label>;
}

export const MenuSeparator = () => <Menu.Separator className="my-1 h-px bg-gray-200" />;
