import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/api-client';
import * as creditRoutes from '../../lib/api-routes/credit';
import { useClub } from '../../lib/club-context';

const t = messages.credit;

/**
 * The parent's credit with each club (places cancelled under a club's "credit for a later booking" policy), this
 * site's club first: shown only when there is some, since the next booking with the club spends it by itself.
 */
export function FamilyCreditPanel() {
  const credit = useQuery(apiQuery(creditRoutes.familyCredit));
  const clubName = useClub().name;
  const balances = [...(credit.data?.data ?? [])].sort(
    (a, b) => Number(b.clubName === clubName) - Number(a.clubName === clubName),
  );
  if (balances.length === 0) return null;
  return (
    <section aria-labelledby="credit-title" className="space-y-2 rounded-lg border border-gray-200 p-4">
      <h2 id="credit-title" className="text-xl font-bold">
        {t.panelTitle}
      </h2>
      <ul className="space-y-1">
        {balances.map((balance) => (
          <li key={balance.clientId} className="font-semibold">
            {t.balance(balance.clubName, formatMoney(balance.balance, currencySymbolFor(balance.currency)))}
          </li>
        ))}
      </ul>
      <p className="text-gray-700">{t.panelIntro}</p>
    </section>
  );
}
