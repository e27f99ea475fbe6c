import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema; both drivers run the same files.
export default defineConfig({
  dialect: 'postgresql',
  // Schema files left out of index.ts (their owners alone import them) are named here.
  schema: [
    './apps/server/src/db/schema/index.ts',
    './apps/server/src/db/schema/club-payment-settings.ts',
    './apps/server/src/db/schema/messaging.ts',
    './apps/server/src/db/schema/registration-questions.ts',
    './apps/server/src/db/schema/listing.ts',
    './apps/server/src/db/schema/trophies.ts',
    './apps/server/src/db/schema/schedule-analytics.ts',
    './apps/server/src/db/schema/franchise.ts',
  ],
  out: './apps/server/src/db/migrations',
});
