import type { Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { RadioGroupField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { useChildren } from '../people/use-children';

const t = messages.bookingPages;
const AddChildInline = lazy(() => import('./add-child-inline'));

/**
 * The spec's choose-child step: the parent's children as choices, and 'Add a child' right here
 * (the same form as the account's), so a parent booking for a new child never leaves the booking.
 */
export function ChooseChild({ onChoose }: { onChoose: (child: Child) => void }) {
  const children = useChildren();
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
  const choice = list.find((child) => String(child.personId) === chosen);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onChoose(choice);
      }}
    >
      <RadioGroupField
        name="child"
        legend={t.chooseChild}
        value={chosen}
        options={list.map((child) => ({
          value: String(child.personId),
          label: `${child.firstName} ${child.lastName}`,
        }))}
        onChange={setChosen}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={primaryButton} disabled={!choice}>
          {t.continue}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setAdding(true)}>
          {t.addChild}
        </button>
      </div>
    </form>
  );
}
