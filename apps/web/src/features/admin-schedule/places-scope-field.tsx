import { CheckboxField, RadioGroupField } from '../../ui/fields';
import { Loading } from '../../ui/loading';
import { useAdminCamps } from '../admin-camps/use-admin-camps';
import { classTimeLabel } from './schedule-words';
import { useAdminTerms } from './use-admin-schedule';

/** Every place at the club (`limited` false), or only the terms, classes (runs) and camps ticked. */
export interface PlacesScope {
  limited: boolean;
  runIds: number[];
  termIds: number[];
  campIds: number[];
}

/** What the field says: its question, its two answers, and the headings of the lists to tick. */
export interface PlacesScopeLabels {
  legend: string;
  all: string;
  some: string;
  terms: string;
  term: (termName: string) => string;
  runs: string;
  camps: string;
  none: string;
}

type IdList = 'runIds' | 'campIds' | 'termIds';
const toggled = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

/**
 * What something applies to (a discount code, a registration question): every class and camp, or the
 * terms (each with its classes), classes and camps ticked. `problem` (the server's) shows under the
 * choice, on an element whose id is `problemId` so a form can focus it.
 */
export function PlacesScopeField({
  idPrefix = '',
  labels,
  scope,
  problem,
  problemId,
  onChange,
}: {
  idPrefix?: string;
  labels: PlacesScopeLabels;
  scope: PlacesScope;
  problem?: string;
  problemId: string;
  onChange: (next: Partial<PlacesScope>) => void;
}) {
  const terms = useAdminTerms();
  const camps = useAdminCamps();
  const tick = (list: IdList, id: number) => (on: boolean) => onChange({ [list]: toggled(scope[list], id, on) });
  return (
    <div className="space-y-3">
      <RadioGroupField
        name={`${idPrefix}scope`}
        legend={labels.legend}
        value={scope.limited ? 'some' : 'all'}
        options={[
          { value: 'all', label: labels.all },
          { value: 'some', label: labels.some },
        ]}
        onChange={(value) => onChange({ limited: value === 'some' })}
      />
      {problem && (
        <p id={problemId} tabIndex={-1} className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {scope.limited &&
        (!terms.data || !camps.data ? (
          <Loading lines={3} of="section" />
        ) : (
          <div className="space-y-4 rounded-md border border-gray-300 p-3">
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold">{labels.terms}</legend>
              {terms.data.terms.length === 0 && <p className="text-sm text-gray-600">{labels.none}</p>}
              {terms.data.terms.map((term) => (
                <div key={term.termId} className="space-y-2">
                  <CheckboxField
                    id={`${idPrefix}term-${term.termId}`}
                    label={labels.term(term.name)}
                    checked={scope.termIds.includes(term.termId)}
                    onChange={tick('termIds', term.termId)}
                  />
                  {term.runs.length > 0 && (
                    <fieldset className="space-y-2 pl-7">
                      <legend className="sr-only">{`${labels.runs}: ${term.name}`}</legend>
                      {term.runs.map((run) => (
                        <CheckboxField
                          key={run.runId}
                          id={`${idPrefix}run-${run.runId}`}
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
              <legend className="text-sm font-semibold">{labels.camps}</legend>
              {camps.data.camps.length === 0 && <p className="text-sm text-gray-600">{labels.none}</p>}
              {camps.data.camps.map((camp) => (
                <CheckboxField
                  key={camp.campId}
                  id={`${idPrefix}camp-${camp.campId}`}
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
