import { messages } from '@clubroom/domain/messages';
import { PlacesScopeField } from '../admin-schedule/places-scope-field';
import type { CodeValues } from './discount-code-values';

const t = messages.discountCodes;
const labels = {
  legend: t.scope,
  all: t.scopeAll,
  some: t.scopeSome,
  terms: t.scopeTerms,
  term: t.termScope,
  runs: t.scopeRuns,
  camps: t.scopeCamps,
  none: t.noChoices,
};

type Scope = Pick<CodeValues, 'limited' | 'runIds' | 'campIds' | 'termIds'>;

/**
 * What a code applies to: every class and camp, or the terms (each with its classes), classes and
 * camps ticked. `problems` are the server's, keyed as it names them (`limitedTo`, `limitedTo.runIds`…).
 */
export function DiscountCodeScopeField({
  scope,
  problems,
  onChange,
}: {
  scope: Scope;
  problems: Record<string, string>;
  onChange: (next: Partial<Scope>) => void;
}) {
  const problem = ['limitedTo', 'limitedTo.termIds', 'limitedTo.runIds', 'limitedTo.campIds']
    .map((key) => problems[key])
    .find(Boolean);
  return <PlacesScopeField labels={labels} scope={scope} problem={problem} problemId="limitedTo" onChange={onChange} />;
}
