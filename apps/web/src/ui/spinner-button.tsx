import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { primaryButton } from './buttons';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Once clicked: the button shows a spinner (and `loadingLabel`, if given) and cannot be pressed again. */
  loading?: boolean;
  loadingLabel?: string;
};

/** A button that turns into a loading button while its action runs. */
export function SpinnerButton({
  loading = false,
  loadingLabel,
  className = primaryButton,
  disabled,
  children,
  ...button
}: Props) {
  return (
    <button
      {...button}
      className={`${className} gap-2`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}
