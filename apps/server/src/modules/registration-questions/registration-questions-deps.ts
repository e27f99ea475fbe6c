import type { Db } from '../../db/client.js';
import { auditRepository, type AuditRepository } from '../../platform/audit/audit.repository.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { specialCategoryConsentsOn, type SpecialCategoryConsents } from '../terms-of-use/index.js';
import { contactAttributesRepository, type ContactAttributesRepository } from './contact-attributes.repository.js';
import { questionsRepository, type QuestionsRepository } from './registration-questions.repository.js';

export interface QuestionsWrites {
  questions: QuestionsRepository;
  attributes: ContactAttributesRepository;
  consents: SpecialCategoryConsents;
  /** Staff's uploads for a family are audited. */
  audit: AuditRepository;
}

/** What the questions' and attributes' use cases read with, and their one unit of work. */
export interface QuestionsDeps extends QuestionsWrites {
  transaction: <T>(work: (tx: QuestionsWrites) => Promise<T>) => Promise<T>;
  clock: () => Date;
}

const writesOn = (db: Db): QuestionsWrites => ({
  questions: questionsRepository(db),
  attributes: contactAttributesRepository(db),
  consents: specialCategoryConsentsOn(db),
  audit: auditRepository(db),
});

export const questionsDeps = (db: Db, clock: () => Date): QuestionsDeps => ({
  ...writesOn(db),
  transaction: (work) => withTransaction(db, (tx) => work(writesOn(tx))),
  clock,
});
