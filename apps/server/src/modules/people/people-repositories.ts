import type { Db } from '../../db/client.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import { authTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import { sessionsRepository } from '../../platform/security/sessions.repository.js';
import { childrenRepository } from './children.repository.js';
import { clubChildrenRepository } from './club-children.repository.js';
import { membershipsRepository } from './memberships.repository.js';
import { usersRepository } from './users.repository.js';

/** The repositories people's use cases write through, on the database or inside one transaction. */
export function peopleRepositories(db: Db) {
  return {
    users: usersRepository(db),
    memberships: membershipsRepository(db),
    children: childrenRepository(db),
    clubChildren: clubChildrenRepository(db),
    audit: auditRepository(db),
    tokens: authTokensRepository(db),
    sessions: sessionsRepository(db),
  };
}

export type PeopleRepositories = ReturnType<typeof peopleRepositories>;

/** Runs `work` in one transaction, with the repositories and the outbox bound to it. */
export type PeopleTransaction = <T>(work: (repos: PeopleRepositories & { outbox: Outbox }) => Promise<T>) => Promise<T>;
