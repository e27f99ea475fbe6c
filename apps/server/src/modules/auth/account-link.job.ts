import type { JobHandler } from '../../platform/jobs/jobs.js';
import { oncePerJob } from '../../platform/jobs/once-per-job.js';
import type { AuthDeps } from './auth-deps.js';
import { emailMagicLink } from './magic-link.js';
import { emailPasswordReset } from './password-reset.js';

const EMAIL = { 'magic-link': emailMagicLink, 'password-reset': emailPasswordReset } as const;

/**
 * Makes and emails the link someone asked for (account-link.ts) when the address has an account;
 * nothing otherwise. The token, the email's job and the record that this job did them commit
 * together: a failed attempt leaves nothing, and a retry after a success does nothing.
 */
export const accountLinkJob =
  (deps: Pick<AuthDeps, 'transaction' | 'clock'>): JobHandler<'account-link-email'> =>
  ({ id, data }) =>
    deps.transaction((tx) =>
      oncePerJob(tx.effects, id, async () => {
        const user = await tx.people.findByEmail(data.email);
        if (user) await EMAIL[data.kind](tx, user, data, deps.clock());
      }),
    );
