import type { DiscountCodeUse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatShortDate } from '@clubroom/domain/rules';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { textButton } from '../../ui/buttons';

const t = messages.discountCodes;

/** The orders that used a code, newest first: the family, the day (the club's) and a link to the order. */
export function DiscountCodeUses({ uses }: { uses: DiscountCodeUse[] }) {
  const { timeZone } = useClub();
  return (
    <section className="space-y-2" aria-labelledby="code-uses">
      <h2 id="code-uses" className="text-xl font-bold">
        {t.uses}
      </h2>
      {uses.length === 0 ? (
        <p className="text-gray-700">{t.noUses}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th className="py-2">{t.family}</th>
              <th className="py-2">{t.date}</th>
              <th className="py-2">{t.order}</th>
            </tr>
          </thead>
          <tbody>
            {uses.map((use) => (
              <tr key={use.orderId} className="border-b border-gray-200">
                <td className="py-2">{use.familyName}</td>
                <td className="py-2">{formatShortDate(use.createdAt, timeZone)}</td>
                <td className="py-2">
                  <Link className={textButton} to={pagePath(clubPages.adminOrder, { orderId: use.orderId })}>
                    {`#${use.orderId}`}
                  </Link>
                  {use.status === 'cancelled' && <span className="ml-2 text-gray-600">({t.cancelledOrder})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
