import type { PlatformPlan, PlatformPlanBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { platformPages } from '@clubroom/domain/pages';
import { currencySymbolFor, formatAmount, formatMoney, penceOf } from '@clubroom/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery, callApi, queryKeyOf } from '../../lib/api-client';
import * as planRoutes from '../../lib/api-routes/platform-subscription';
import { usePageTitle } from '../../lib/page-title';
import { BackLink } from '../../ui/back-link';
import { primaryButton } from '../../ui/buttons';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SaveOutcome } from '../../ui/save-outcome';
import { Section } from './section';

const t = messages.platformConsole.plans;

/** A plan's form: a new plan (no `plan`) or a change to one; the list is read again once saved. */
function PlanForm({ plan, id }: { plan?: PlatformPlan; id: string }) {
  const client = useQueryClient();
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [amount, setAmount] = useState(plan ? formatAmount(plan.amount) : '');
  const [interval, setInterval] = useState<'month' | 'year'>(plan?.interval ?? 'month');
  const [graceDays, setGraceDays] = useState(String(plan?.graceDays ?? 14));
  const [active, setActive] = useState(plan?.active ?? true);
  const [isDefault, setIsDefault] = useState(plan?.isDefault ?? false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: PlatformPlanBody) =>
      plan
        ? callApi(planRoutes.updatePlatformPlan, { params: { planId: plan.id }, body })
        : callApi(planRoutes.createPlatformPlan, { body }),
    onSuccess: () => {
      if (!plan) {
        setName('');
        setDescription('');
        setAmount('');
      }
      return client.invalidateQueries({ queryKey: queryKeyOf(planRoutes.platformPlans) });
    },
  });
  return (
    <form
      aria-label={plan ? t.edit(plan.name) : t.create}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const pence = penceOf(amount);
        setAmountError(pence === null ? t.badAmount : null);
        if (pence === null) return;
        save.mutate({ name, description, amount: pence, interval, graceDays: Number(graceDays), active, isDefault });
      }}
    >
      <TextField
        id={`${id}-name`}
        label={t.name}
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        id={`${id}-description`}
        label={t.description}
        value={description}
        maxLength={500}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        id={`${id}-amount`}
        label={t.amount}
        hint={t.amountHint}
        inputMode="decimal"
        value={amount}
        error={amountError}
        onChange={(e) => setAmount(e.target.value)}
      />
      <SelectField
        id={`${id}-interval`}
        label={t.interval}
        value={interval}
        options={(['month', 'year'] as const).map((value) => ({ value, label: t.intervals[value] }))}
        onChange={(value) => setInterval(value as 'month' | 'year')}
      />
      <TextField
        id={`${id}-grace`}
        label={t.graceDays}
        inputMode="numeric"
        value={graceDays}
        onChange={(e) => setGraceDays(e.target.value)}
      />
      <div className="space-y-2">
        <CheckboxField id={`${id}-active`} label={t.active} checked={active} onChange={setActive} />
        <CheckboxField id={`${id}-default`} label={t.isDefault} checked={isDefault} onChange={setIsDefault} />
      </div>
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        {t.save}
      </button>
      <div className="sm:col-span-2">
        <SaveOutcome save={save} />
      </div>
    </form>
  );
}

/** /manage/plans: the plans clubs subscribe to Clubroom on; platform managers add and change them. */
export default function ConsolePlansPage() {
  usePageTitle(t.title);
  const plans = useQuery(apiQuery(planRoutes.platformPlans));
  return (
    <div className="space-y-4">
      <BackLink to={platformPages.console.path}>{messages.platformConsole.backToClubs}</BackLink>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-gray-700">{t.intro}</p>
      {plans.isPending && <Loading lines={4} label="Loading plans…" />}
      {plans.isError && <LoadFailed message={messages.platformConsole.saveFailed} retry={plans.refetch} />}
      {plans.data?.plans.length === 0 && <p>{t.empty}</p>}
      {plans.data?.plans.map((plan) => (
        <Section key={plan.id} title={plan.name}>
          <p>
            {t.price(
              formatMoney(plan.amount, currencySymbolFor(plan.currency)),
              t.intervals[plan.interval].toLowerCase(),
            )}
            {plan.isDefault && ` · ${t.default}`}
            {!plan.active && ` · ${t.withdrawn}`}
          </p>
          <PlanForm plan={plan} id={`plan-${plan.id}`} />
        </Section>
      ))}
      <Section title={t.create}>
        <PlanForm id="plan-new" />
      </Section>
    </div>
  );
}
