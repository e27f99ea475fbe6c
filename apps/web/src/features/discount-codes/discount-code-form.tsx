import type { DiscountCodeBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldIssues, userMessage } from '../../lib/user-message';
import { primaryButton, textButton } from '../../ui/buttons';
import { RadioGroupField, TextField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { SpinnerButton } from '../../ui/spinner-button';
import { DiscountCodeScopeField } from './discount-code-scope-field';
import { bodyOf, type CodeValues } from './discount-code-values';

const t = messages.discountCodes;

/** Focuses the first field named (its id is the name the server gives it). */
const focusFirst = (problems: Record<string, string>) => {
  const first = Object.keys(problems)[0];
  if (first) document.getElementById(first.startsWith('limitedTo') ? 'limitedTo' : first)?.focus();
};

/**
 * A code's fields: the code, a percentage or an amount off, the first and last day, uses in total
 * and per family, and what it applies to. The server checks them and names each field it refuses.
 */
export function DiscountCodeForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: CodeValues;
  submitLabel: string;
  onSubmit: (body: DiscountCodeBody) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<CodeValues>) => setValues((was) => ({ ...was, ...next }));
  const text = (name: 'code' | 'validFrom' | 'validTo' | 'usageLimit' | 'perFamilyLimit') => ({
    id: name,
    value: values[name],
    error: problems[name],
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }),
  });

  const off =
    values.kind === 'percentage'
      ? { id: 'reduction.percent', label: t.percent, hint: t.percentHint, value: 'percent' as const }
      : { id: 'reduction.amount', label: t.amount, hint: t.amountHint, value: 'amount' as const };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems: found } = bodyOf(values);
    setProblems(found);
    setProblem(null);
    if (!body) return focusFirst(found);
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (err) {
      const fields = fieldIssues(err);
      setProblems(fields);
      setProblem(userMessage(err, t.saveFailed));
      focusFirst(fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={submitLabel}>
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField label={t.code} hint={t.codeHint} autoCapitalize="characters" {...text('code')} />
      <div className="space-y-3">
        <RadioGroupField
          name="kind"
          legend={t.kind}
          value={values.kind}
          options={[
            { value: 'percentage', label: t.percentage },
            { value: 'fixed', label: t.fixed },
          ]}
          onChange={(kind) => change({ kind: kind as CodeValues['kind'] })}
        />
        <TextField
          key={off.id}
          id={off.id}
          label={off.label}
          hint={off.hint}
          inputMode="decimal"
          value={values[off.value]}
          error={problems[off.id]}
          onChange={(e) => change({ [off.value]: e.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label={t.validFromLabel} hint={t.datesHint} {...text('validFrom')} />
        <TextField type="date" label={t.validToLabel} hint={t.datesHint} {...text('validTo')} />
        <TextField inputMode="numeric" label={t.usageLimit} hint={t.limitHint} {...text('usageLimit')} />
        <TextField inputMode="numeric" label={t.perFamilyLimit} hint={t.limitHint} {...text('perFamilyLimit')} />
      </div>
      <DiscountCodeScopeField scope={values} problems={problems} onChange={change} />
      <div className="flex flex-wrap items-center gap-4">
        <SpinnerButton type="submit" className={primaryButton} loading={saving} loadingLabel={t.saving}>
          {t.save}
        </SpinnerButton>
        <Link className={textButton} to={clubPages.discountCodes.path}>
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}
