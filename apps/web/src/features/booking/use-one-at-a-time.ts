import { useRef } from 'react';

/**
 * Runs an action unless the last one is still running. A mutation's pending state reaches the
 * screen a tick after the press (react-query notifies on a timer), so a double click would
 * otherwise send twice before its button is disabled.
 */
export function useOneAtATime(): (action: () => Promise<unknown>) => void {
  const running = useRef(false);
  return (action) => {
    if (running.current) return;
    running.current = true;
    void action()
      .catch(() => undefined) // the mutation's own state shows the failure
      .finally(() => {
        running.current = false;
      });
  };
}
