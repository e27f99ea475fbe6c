import { messages } from '@clubroom/domain/messages';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { userMessage } from '../../lib/user-message';
import { FormAlert } from '../../ui/form-alert';
import { useApplyCardSession } from './use-platform-subscription';

const t = messages.platformSubscription;

/**
 * The provider's card page returns to the settings with `?card_session=…`: the card it saved is applied once, and
 * the address loses the parameter (a reload asks nothing again).
 */
export function CardSessionReturn() {
  const [search, setSearch] = useSearchParams();
  const sessionId = search.get('card_session');
  const apply = useApplyCardSession();
  const asked = useRef(false);
  useEffect(() => {
    if (sessionId === null || asked.current) return;
    asked.current = true;
    apply.mutate(sessionId, { onSettled: () => setSearch({}, { replace: true }) });
  }, [sessionId, apply, setSearch]);
  if (apply.isPending) return <p className="text-gray-700">{t.savingCard}</p>;
  if (apply.isError) return <FormAlert>{userMessage(apply.error)}</FormAlert>;
  return apply.isSuccess ? <FormAlert tone="info">{t.cardChanged}</FormAlert> : null;
}
