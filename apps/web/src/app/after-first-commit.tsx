import { useEffect } from 'react';

/** Runs `run` once the tree it sits in is on the page (hydrated, or rendered): it renders nothing. */
export function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
