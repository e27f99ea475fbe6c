import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { secondaryButton } from '../../ui/buttons';
import { SelectField, TextField } from '../../ui/fields';
import type { ContactsView } from './contacts-view';

const t = messages.contacts;

/**
 * The contacts list narrowed to one contact attribute's value: the attribute (or any contact), the text its value
 * contains (empty: any value), applied together when sent.
 */
export function AttributeFilter({
  attributes,
  attribute,
  onChange,
}: {
  attributes: { attributeId: number; name: string }[];
  attribute: ContactsView['attribute'];
  onChange: (attribute: ContactsView['attribute']) => void;
}) {
  const [id, setId] = useState(attribute ? String(attribute.id) : '');
  const [value, setValue] = useState(attribute?.value ?? '');
  return (
    <form
      aria-label={t.attributeLabel}
      className="grid gap-3 sm:col-span-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(id ? { id: Number(id), value } : null);
      }}
    >
      <SelectField
        id="contacts-attribute"
        label={t.attributeLabel}
        value={id}
        options={[
          { value: '', label: t.attributeAny },
          ...attributes.map((a) => ({ value: String(a.attributeId), label: a.name })),
        ]}
        onChange={setId}
      />
      <TextField
        id="contacts-attribute-value"
        label={t.attributeValueLabel}
        hint={t.attributeValueHint}
        value={value}
        maxLength={200}
        disabled={!id}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={`${secondaryButton} sm:mb-6`}>
        {t.attributeApply}
      </button>
    </form>
  );
}
