import type { Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { RadioGroupField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { useChildren } from '../people/use-children';
import { AlreadyInBasket, useHeldInBasket, type ChildEligibility } from './child-eligibility';

const t = messages.bookingPages;
const AddChildInline = lazy(() => import('./add-child-inline'));

/**
 * The spec's choose-child step: the parent's children as choices, and 'Add a child' right here
 * (the same form as the account's), so a parent booking for a new child never leaves the booking.
 */
export function ChooseChild({
  onChoose,
  eligibility,
}: {
  onChoose: (child: Child) => void;
  eligibility: ChildEligibility;
}) {
  const children = useChildren();
  const isHeld = useHeldInBasket(eligibility.heldIn);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  if (children.isError) {
    return (
      <FormAlert>
        {t.loadFailed}{' '}
        <button type="button" className="underline" onClick={() => children.refetch()}>
          {t.tryAgain}
        </button>
      </FormAlert>
    );
  }
  if (!children.data) return <Loading lines={3} />;
  const list = children.data.children;
  if (adding || list.length === 0) {
    return (
      <section aria-labelledby="add-child-heading" className="space-y-4">
        <h2 id="add-child-heading" className="text-xl font-bold">
          {t.addChild}
        </h2>
        {list.length === 0 && <p>{t.noChildren}</p>}
        <Suspense fallback={<Loading lines={6} />}>
          <AddChildInline
            consentOnRecord={children.data.specialCategoryConsent}
            onAdded={onChoose}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
          />
        </Suspense>
      </section>
    );
  }
  // A child already holding this place is not offered again: the basket is where it is.
  const held = list.filter(isHeld);
  const offered = list.filter((child) => !isHeld(child));
  const choice = offered.find((child) => String(child.personId) === chosen);
  const refusal = choice ? (eligibility.refusalOf?.(choice) ?? null) : null;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice && !refusal) onChoose(choice);
      }}
    >
      {offered.length > 0 && (
        <RadioGroupField
          name="child"
          legend={t.chooseChild}
          value={chosen}
          options={offered.map((child) => ({
            value: String(child.personId),
            label: `${child.firstName} ${child.lastName}`,
          }))}
          onChange={setChosen}
        />
      )}
      {held.map((child) => (
        <AlreadyInBasket key={child.personId} child={child} />
      ))}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={primaryButton} disabled={!choice || refusal !== null}>
          {t.continue}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setAdding(true)}>
          {t.addChild}
        </button>
      </div>
    </form>
  );
}
