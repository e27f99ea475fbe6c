import { messages } from '@clubroom/domain/messages';
import { CheckboxField, RadioGroupField } from '../../ui/fields';
import { Loading } from '../../ui/loading';
import { useAdminCamps } from '../admin-camps/use-admin-camps';
import { useAdminTerms } from '../admin-schedule/use-admin-schedule';
import { classTimeLabel } from '../admin-schedule/schedule-words';
import type { CodeValues } from './discount-code-values';

const t = messages.discountCodes;

type Scope = Pick<CodeValues, 'limited' | 'runIds' | 'campIds' | 'termIds'>;
type IdList = 'runIds' | 'campIds' | 'termIds';

const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

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
  const terms = useAdminTerms();
  const camps = useAdminCamps();
  const tick = (list: IdList, id: number) => (on: boolean) => onChange({ [list]: toggled(scope[list], id, on) });
  const problem = ['limitedTo', 'limitedTo.termIds', 'limitedTo.runIds', 'limitedTo.campIds']
    .map((key) => problems[key])
    .find(Boolean);
  return (
    <div className="space-y-3">
      <RadioGroupField
        name="scope"
        legend={t.scope}
        value={scope.limited ? 'some' : 'all'}
        options={[
          { value: 'all', label: t.scopeAll },
          { value: 'some', label: t.scopeSome },
        ]}
        onChange={(value) => onChange({ limited: value === 'some' })}
      />
      {problem && (
        <p id="limitedTo" tabIndex={-1} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {scope.limited &&
        (!terms.data || !camps.data ? (
          <Loading lines={3} />
        ) : (
          <div className="space-y-4 rounded-md border border-gray-300 p-3">
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold">{t.scopeTerms}</legend>
              {terms.data.terms.length === 0 && <p className="text-sm text-gray-600">{t.noChoices}</p>}
              {terms.data.terms.map((term) => (
                <div key={term.termId} className="space-y-2">
                  <CheckboxField
                    id={`term-${term.termId}`}
                    label={t.termScope(term.name)}
                    checked={scope.termIds.includes(term.termId)}
                    onChange={tick('termIds', term.termId)}
                  />
                  {term.runs.length > 0 && (
                    <fieldset className="space-y-2 pl-7">
                      <legend className="sr-only">{`${t.scopeRuns}: ${term.name}`}</legend>
                      {term.runs.map((run) => (
                        <CheckboxField
                          key={run.runId}
                          id={`run-${run.runId}`}
                          label={[run.className, ...run.classTimes.slice(0, 1).map(classTimeLabel)].join(' – ')}
                          checked={scope.runIds.includes(run.runId)}
                          onChange={tick('runIds', run.runId)}
                        />
                      ))}
                    </fieldset>
                  )}
                </div>
              ))}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">{t.scopeCamps}</legend>
              {camps.data.camps.length === 0 && <p className="text-sm text-gray-600">{t.noChoices}</p>}
              {camps.data.camps.map((camp) => (
                <CheckboxField
                  key={camp.campId}
                  id={`camp-${camp.campId}`}
                  label={camp.className}
                  checked={scope.campIds.includes(camp.campId)}
                  onChange={tick('campIds', camp.campId)}
                />
              ))}
            </fieldset>
          </div>
        ))}
    </div>
  );
}
