import { useSyncExternalStore } from 'react';

/**
 * The discount code the parent applied to the basket, kept in the tab's sessionStorage so it
 * survives a reload of the basket page; forgotten once an order is made with it.
 */
const KEY = 'clubroom:discount-code';
const listeners = new Set<() => void>();
/** Read from storage once; null until then. */
let current: string | null = null;

export function appliedDiscountCode(): string {
  if (current === null) {
    try {
      current = sessionStorage.getItem(KEY) ?? '';
    } catch {
      current = '';
    }
  }
  return current;
}

/** Applies a code ('' takes it off) for every page of the tab. */
export function applyDiscountCode(code: string): void {
  current = code;
  try {
    if (code) sessionStorage.setItem(KEY, code);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: the code lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAppliedDiscountCode = () => useSyncExternalStore(subscribe, appliedDiscountCode, () => '');
