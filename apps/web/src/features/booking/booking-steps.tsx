import type { Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { textButton } from '../../ui/buttons';
import { Loading } from '../../ui/loading';
import { useChildren } from '../people/use-children';
import { FormAlert } from '../../ui/form-alert';
import { AlreadyInBasket, useHeldInBasket, type ChildEligibility } from './child-eligibility';
import { ChooseChild } from './choose-child';

const t = messages.bookingPages;

/** The chosen child, from the address (`?child=12`), so Back and a reload keep the step. */
function useChosenChild() {
  const [search, setSearch] = useSearchParams();
  const children = useChildren();
  const id = search.get('child');
  const child = children.data?.children.find((c) => String(c.personId) === id) ?? null;
  const choose = (next: Child | null) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('child', String(next.personId));
      else params.delete('child');
      return params;
    });
  return { child, choose, waiting: id !== null && !children.data && !children.isError };
}

/**
 * A booking's two steps under its title: choose a child (or add one), then choose what to book for
 * them (`options`), which ends by adding it to the basket. The page names the tab.
 */
export function BookingSteps({
  title,
  options,
  eligibility = {},
}: {
  title: string;
  options: (child: Child) => ReactNode;
  eligibility?: ChildEligibility;
}) {
  const { child, choose, waiting } = useChosenChild();
  const isHeld = useHeldInBasket(eligibility.heldIn);
  // A child reached by the address or just added is judged as one chosen from the list.
  const refusal = child ? (eligibility.refusalOf?.(child) ?? null) : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {waiting ? (
        <Loading lines={3} />
      ) : child ? (
        <>
          <p className="text-sm font-semibold text-gray-700">{t.steps.options}</p>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-lg">{t.bookingFor(`${child.firstName} ${child.lastName}`)}</span>
            <button type="button" className={textButton} onClick={() => choose(null)}>
              {t.changeChild}
            </button>
          </p>
          {refusal ? (
            <FormAlert>{refusal}</FormAlert>
          ) : isHeld(child) ? (
            <AlreadyInBasket child={child} />
          ) : (
            options(child)
          )}
        </>
      ) : (
        <>
          <p className="text-sm font-semibold text-gray-700">{t.steps.child}</p>
          <ChooseChild onChoose={choose} eligibility={eligibility} />
        </>
      )}
    </div>
  );
}
