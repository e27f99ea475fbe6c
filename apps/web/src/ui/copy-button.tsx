import { useState } from 'react';
import { primaryButton } from './buttons';

/** A button that copies `text` to the clipboard, saying so (or that it could not) in a status beside it. */
export function CopyButton({
  text,
  label,
  copied,
  failed,
}: {
  text: string;
  label: string;
  copied: string;
  failed: string;
}) {
  const [outcome, setOutcome] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('yes');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="text-sm">
        {outcome === 'yes' ? copied : outcome === 'failed' ? failed : ''}
      </span>
    </>
  );
}
