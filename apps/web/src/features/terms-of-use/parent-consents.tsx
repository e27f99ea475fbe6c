import { messages } from '@clubroom/domain/messages';
import { CheckboxField, RadioGroupField } from '../../ui/fields';

export interface ParentConsentValues {
  marketing: 'yes' | 'no' | null;
  specialCategory: boolean;
}

/** A parent's marketing contact permission and special-category data consent (posted as marketingOptIn, specialCategoryConsent). */
export function ParentConsents({
  value,
  onChange,
}: {
  value: ParentConsentValues;
  onChange: (value: ParentConsentValues) => void;
}) {
  return (
    <>
      <RadioGroupField
        name="marketingOptIn"
        legend={messages.contract.marketingQuestion}
        value={value.marketing}
        options={[
          { value: 'yes', label: messages.contract.marketingYes },
          { value: 'no', label: messages.contract.marketingNo },
        ]}
        onChange={(marketing) => onChange({ ...value, marketing: marketing as 'yes' | 'no' })}
      />
      <CheckboxField
        id="special-category-consent"
        name="specialCategoryConsent"
        value="true"
        label={messages.contract.specialCategoryConsent}
        checked={value.specialCategory}
        onChange={(specialCategory) => onChange({ ...value, specialCategory })}
      />
    </>
  );
}
