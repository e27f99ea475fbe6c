import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts on an empty page with the real `fetch` (a test's `fakeApi` stubs it for that test only) and no spies.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
