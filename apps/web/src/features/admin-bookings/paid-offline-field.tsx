import { messages } from '@clubroom/domain/messages';
import { useMe } from '../../lib/use-me';
import { SwitchField } from '../../ui/switch-field';

const t = messages.adminBookings;

/**
 * 'Paid offline': recording money as received, offered only to staff with financial access who are not
 * in a switched session (the server refuses anyone else, docs/security.md).
 */
export function PaidOfflineField({
  id,
  checked,
  onCheckedChange,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const me = useMe().data;
  if (!me?.financialAccess || me.impersonator) return null;
  return (
    <SwitchField
      id={id}
      label={t.paidOfflineLabel}
      hint={t.paidOfflineHint}
      checked={checked}
      onCheckedChange={onCheckedChange}
    />
  );
}
