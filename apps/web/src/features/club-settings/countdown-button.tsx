import { messages } from '@clubroom/domain/messages';
import type { ButtonHTMLAttributes } from 'react';
import { SpinnerButton } from '../../ui/spinner-button';

/** An admin tool's button: disabled while its countdown runs (the seconds shown) and while its action loads. */
export function CountdownButton({
  left,
  loading,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { left: number; loading: boolean }) {
  return (
    <SpinnerButton {...button} type="button" loading={loading} disabled={left > 0 || button.disabled}>
      {left > 0 ? `${children} (${messages.paySettings.waitSeconds(left)})` : children}
    </SpinnerButton>
  );
}
