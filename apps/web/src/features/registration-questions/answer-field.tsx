import type { BasketQuestions } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { AnswerValue } from '@clubroom/domain/rules';
import { AnswerFile, myFile, type FileRoutes } from './answer-file';

const t = messages.registrationQuestions;
type ParentQuestion = BasketQuestions['questions'][number];
const input = 'mt-1 block w-full rounded border border-gray-300 px-3 py-2';

/**
 * One question's answer control, by its type; `error` is shown under it and named by aria-describedby. A file
 * question's file is uploaded and downloaded through `file`'s routes (the parent's own unless told).
 */
export function AnswerField({
  id,
  label,
  question,
  childId = null,
  value,
  error,
  file = myFile,
  onChange,
}: {
  id: string;
  label: string;
  question: ParentQuestion;
  childId?: number | null;
  value: AnswerValue | null;
  error: string | null;
  file?: FileRoutes;
  onChange: (value: AnswerValue | null) => void;
}) {
  const described = error ? `${id}-error` : undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const control = (() => {
    switch (question.type) {
      case 'long-text':
        return (
          <textarea {...common} rows={3} className={input} value={text} onChange={(e) => onChange(e.target.value)} />
        );
      case 'number':
        return (
          <input
            {...common}
            type="number"
            className={input}
            value={text}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      case 'date':
        return (
          <input {...common} type="date" className={input} value={text} onChange={(e) => onChange(e.target.value)} />
        );
      case 'phone':
        return (
          <input {...common} type="tel" className={input} value={text} onChange={(e) => onChange(e.target.value)} />
        );
      case 'yes-no':
      case 'one-choice': {
        const options = question.type === 'yes-no' ? [t.yes, t.no] : question.choices;
        const selected = question.type === 'yes-no' ? (value === true ? t.yes : value === false ? t.no : '') : text;
        return (
          <select
            {...common}
            className={input}
            value={selected}
            onChange={(e) =>
              onChange(
                question.type === 'yes-no' ? (e.target.value === '' ? null : e.target.value === t.yes) : e.target.value,
              )
            }
          >
            <option value="">{t.pleaseSelect}</option>
            {options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        );
      }
      case 'file-upload':
        return (
          <AnswerFile
            id={id}
            questionId={question.questionId}
            childId={childId}
            value={value}
            routes={file}
            described={described}
            onChange={onChange}
          />
        );
      case 'several-choices': {
        const ticked = Array.isArray(value) ? value : [];
        return (
          <span className="mt-1 flex flex-col gap-1" {...common}>
            {question.choices.map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={ticked.includes(choice)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...ticked, choice] : ticked.filter((c) => c !== choice))
                  }
                />
                {choice}
              </label>
            ))}
          </span>
        );
      }
      default:
        return (
          <input {...common} type="text" className={input} value={text} onChange={(e) => onChange(e.target.value)} />
        );
    }
  })();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
        {question.visibility === 'required' && <span aria-hidden="true"> *</span>}
      </label>
      {question.hint && <p className="text-sm text-gray-600">{question.hint}</p>}
      {control}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
