import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as bookingRoutes from '../../lib/api-routes/booking';

const t = messages.basketLink;

/**
 * The header's link to the basket, with how many items it holds once that is known. It reads the
 * basket priced without a code, the copy every basket change replaces, so the count follows them.
 */
export function BasketLink() {
  const basket = useQuery(apiQuery(bookingRoutes.basket, { query: {} }));
  const count = basket.data?.items.length ?? 0;
  return (
    <Link
      to={clubPages.basket.path}
      aria-label={basket.data ? t.withCount(count) : t.label}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium hover:bg-black/10"
    >
      <ShoppingBasket aria-hidden="true" size={20} />
      <span className="hidden sm:inline">{t.label}</span>
      {count > 0 && (
        <span className="min-w-5 rounded-full bg-white px-1.5 text-center text-sm font-bold text-gray-900">
          {count}
        </span>
      )}
    </Link>
  );
}
