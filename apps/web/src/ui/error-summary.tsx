import { useEffect, useRef } from 'react';

export interface FieldError {
  /** The id of the field's control, which the link moves focus to. */
  id: string;
  message: string;
}

/**
 * GOV.UK's error summary: at the top of a form sent with problems, a box naming each, linked to
 * its field (each field says its own message too). It takes focus each time the form is sent
 * with problems (`attempt` changes), so a screen reader hears them all at once.
 */
export function ErrorSummary({ title, errors, attempt }: { title: string; errors: FieldError[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // The attempt whose problems were focused: the form library may publish them a render after
  // the attempt, and fields corrected then broken again while typing must not take focus away.
  const focused = useRef(0);
  useEffect(() => {
    if (!shown || attempt <= focused.current) return;
    focused.current = attempt;
    box.current?.focus();
  }, [attempt, shown]);
  if (errors.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline focus:outline-4 focus:outline-offset-2 focus:outline-yellow-400"
    >
      <h2 id="error-summary-title" className="mb-2 text-lg font-bold">
        {title}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {errors.map((error) => (
          <li key={error.id}>
            <a
              className="font-semibold underline"
              href={`#${error.id}`}
              onClick={(event) => {
                // The field itself takes focus (a fragment link would only scroll to it).
                const field = document.getElementById(error.id);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
