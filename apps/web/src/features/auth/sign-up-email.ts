import { clubPages } from '@clubroom/domain/pages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withNext } from '../../lib/next-path';

/**
 * The address a sign-up's code went to, for the code page. Kept in the tab's sessionStorage rather
 * than router state, so the page survives a reload and being opened again by its address in the
 * tab; it goes when the tab closes or the code is accepted. (Why not ask the server: docs/architecture.md,
 * "Signing in and the contract".)
 */
const KEY = 'clubroom:sign-up-email';

/** The address this tab's sign-up is for, or '' (the code page then asks for it). */
export function rememberedSignUpEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberSignUpEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused: the code page asks for the address again.
  }
}

export function forgetSignUpEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Opens the code page for `email` (after signing up, or signing in to an unverified account), leading on to `next`. */
export function useOpenCodePage(): (email: string, next: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (email: string, next: string) => {
      rememberSignUpEmail(email);
      navigate(withNext(clubPages.verifyEmail.path, next));
    },
    [navigate],
  );
}
