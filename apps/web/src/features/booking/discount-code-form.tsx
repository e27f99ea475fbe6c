import type { BasketResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { useState } from 'react';
import { secondaryButton, textButton } from '../../ui/buttons';
import { TextField } from '../../ui/fields';
import { SpinnerButton } from '../../ui/spinner-button';
import { applyDiscountCode, useAppliedDiscountCode } from './discount-code-store';

const t = messages.bookingPages;

/**
 * 'Discount code' and 'Apply' on the basket: the basket is priced again with the code, whose line
 * then shows in the totals, or the field says why the code cannot be used. `pricing`: the basket
 * on screen is still the one priced before the code was applied.
 */
export function DiscountCodeForm({ basket, pricing }: { basket: BasketResponse; pricing: boolean }) {
  const applied = useAppliedDiscountCode();
  const [typed, setTyped] = useState(applied);
  const answer = pricing ? null : basket.discountCode;
  const refusal = answer?.refusal ? messages.booking.discountCode[answer.refusal](answer.code) : null;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        applyDiscountCode(typed.trim());
      }}
    >
      <TextField
        id="discount-code"
        label={t.discountCode}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={refusal}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" className={secondaryButton} loading={pricing} disabled={!typed.trim()}>
          {t.applyDiscountCode}
        </SpinnerButton>
        {applied && (
          <button
            type="button"
            className={textButton}
            onClick={() => {
              setTyped('');
              applyDiscountCode('');
            }}
          >
            {t.removeDiscountCode}
          </button>
        )}
      </div>
      {answer && !answer.refusal && (
        <p role="status" className="text-sm text-green-800">
          {t.discountCodeApplied(answer.code)}
        </p>
      )}
    </form>
  );
}
