import type { TermInfo } from '@clubroom/domain/api';
import { formatLongDate } from '@clubroom/domain/rules';

/** A club-local date (YYYY-MM-DD) in the platform's long format, as the term's own dates are written. */
const longDate = (date: string) => formatLongDate(Date.parse(`${date}T12:00:00Z`) / 1000, 'UTC');

/** The term's breaks (half term, Christmas): where a parent looks for the weeks without classes. */
export function TermBreaks({ breaks }: { breaks: TermInfo['breaks'] }) {
  if (breaks.length === 0) return null;
  return (
    <section aria-labelledby="term-breaks" className="mb-4">
      <h2 id="term-breaks" className="text-lg font-bold">
        No classes
      </h2>
      <ul className="text-gray-700">
        {breaks.map((b) => (
          <li key={b.from}>
            {b.name}: {b.from === b.to ? longDate(b.from) : `${longDate(b.from)} - ${longDate(b.to)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
