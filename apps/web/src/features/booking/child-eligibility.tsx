import type { BasketItem, Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { Link } from 'react-router';
import { useBasket } from './use-basket';

const t = messages.bookingPages;

/**
 * Whether a child may be booked into what the page books, known before anything is chosen for
 * them: the age limit (`refusalOf`: the server's words, said when the child is chosen) and a place
 * already held in the basket (`heldIn`: the basket item that is this place).
 */
export interface ChildEligibility {
  refusalOf?: (child: Child) => string | null;
  heldIn?: (item: BasketItem) => boolean;
}

/** Which of the parent's children already hold this place in the basket (none while it loads). */
export function useHeldInBasket(heldIn: ChildEligibility['heldIn']) {
  const basket = useBasket();
  return (child: Child) =>
    heldIn !== undefined && (basket.data?.items ?? []).some((item) => item.childId === child.personId && heldIn(item));
}

/** 'Already in your basket', with the way there. */
export function AlreadyInBasket({ child }: { child: Child }) {
  return (
    <p>
      <span className="font-semibold">
        {child.firstName} {child.lastName}
      </span>
      : {t.alreadyInBasket}.{' '}
      <Link className="font-semibold underline" to={clubPages.basket.path}>
        {t.viewBasket}
      </Link>
    </p>
  );
}
