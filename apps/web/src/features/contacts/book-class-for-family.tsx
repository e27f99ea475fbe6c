import type { ContactDetail } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { secondaryButton } from '../../ui/buttons';
import { CheckboxField, SelectField } from '../../ui/fields';
import { familyQuery, type Chosen } from '../admin-bookings/chosen-family';
import { runLabel } from '../registers/register-runs';
import { useRegisters } from '../registers/use-registers';

const t = messages.adminBookings;

/**
 * A contact's way into booking for a family: a class still to run and the children to book (all
 * ticked), then the booking's confirm step (`/cms/book/run/{runId}`), where the price shows.
 */
export function BookClassForFamily({ contact }: { contact: ContactDetail }) {
  const navigate = useNavigate();
  const registers = useRegisters();
  const runs = (registers.data?.registers ?? []).filter((r) => r.nextSessionTime !== null);
  const [runId, setRunId] = useState('');
  const [ticked, setTicked] = useState(() => contact.children.map((c) => c.personId));
  const { parent } = contact;
  const chosen = contact.children.filter((c) => ticked.includes(c.personId));
  if (contact.children.length === 0) return null;
  return (
    <form
      className="space-y-3 rounded-lg border border-gray-300 p-4"
      aria-labelledby="book-class-title"
      onSubmit={(e) => {
        e.preventDefault();
        const state: Chosen = {
          childNames: chosen.map((c) => `${c.firstName} ${c.lastName}`),
          parentName: `${parent.firstName} ${parent.lastName}`,
        };
        const family = familyQuery(
          parent.parentId,
          chosen.map((c) => c.personId),
        );
        void navigate(`${pagePath(clubPages.adminBookRun, { runId })}?step=confirm&${family}&prorata=1`, { state });
      }}
    >
      <h3 id="book-class-title" className="text-lg font-semibold">
        {t.bookClassTitle}
      </h3>
      <p className="text-sm text-gray-700">{t.bookClassHint}</p>
      <SelectField
        id="book-class-run"
        label={t.classLabel}
        value={runId}
        options={[
          { value: '', label: t.chooseClass, disabled: true },
          ...runs.map((r) => ({ value: String(r.runId), label: runLabel(r) })),
        ]}
        onChange={setRunId}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t.childrenLabel}</legend>
        {contact.children.map((child) => (
          <CheckboxField
            key={child.personId}
            id={`book-class-child-${child.personId}`}
            label={`${child.firstName} ${child.lastName}`}
            checked={ticked.includes(child.personId)}
            onChange={(on) =>
              setTicked((before) => (on ? [...before, child.personId] : before.filter((id) => id !== child.personId)))
            }
          />
        ))}
      </fieldset>
      <button type="submit" className={secondaryButton} disabled={runId === '' || chosen.length === 0}>
        {t.bookClassContinue}
      </button>
    </form>
  );
}
