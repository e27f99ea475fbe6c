import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A message above or below a form: an error (announced at once) or a piece of news such as
 * "we've sent a new code" (announced politely).
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : Info;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex gap-2 rounded-md border p-3 text-sm ${error ? 'border-red-700 bg-red-50 text-red-800' : 'border-blue-700 bg-blue-50 text-blue-900'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
