import { useCallback, useEffect, useState } from 'react';

/**
 * An admin button's countdown (spec §4, §9: 10 seconds, 3 for the subscription reset): the seconds
 * left before it may be pressed, counting down from when the page showed it and again after each use.
 */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return { left, restart };
}
