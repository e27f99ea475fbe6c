import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { specialCategoryConsentsOn, type SpecialCategoryConsents } from '../terms-of-use/index.js';
import { contactAttributesRepository, type ContactAttributesRepository } from './contact-attributes.repository.js';
import { questionsRepository, type QuestionsRepository } from './registration-questions.repository.js';

export interface QuestionsWrites {
  questions: QuestionsRepository;
  attributes: ContactAttributesRepository;
  consents: SpecialCategoryConsents;
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
});

export const questionsDeps = (db: Db, clock: () => Date): QuestionsDeps => ({
  ...writesOn(db),
  transaction: (work) => withTransaction(db, (tx) => work(writesOn(tx))),
  clock,
});
