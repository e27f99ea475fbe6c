import { defineConfig } from 'vitest/config';

// One runner, four projects: `domain` (pure rules), `web` (the web app's pure helpers), `server` (HTTP integration on a real
// database), `e2e` (Chromium against the built app). Every project runs with TZ=UTC.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          env: { TZ: 'UTC', LOG_LEVEL: 'silent' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
