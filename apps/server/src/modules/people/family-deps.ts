import type { FileStore } from '../../platform/storage/file-store.js';
import type { SpecialCategoryConsents } from '../terms-of-use/index.js';
import type { PeopleRepositories } from './people-repositories.js';

/** The repositories and the parent's special-category consent, bound to one transaction. */
export type FamilyWrites = PeopleRepositories & { consents: SpecialCategoryConsents };

/** What the family's use cases (children, contacts, photos, photo permissions) work with. */
export interface FamilyDeps {
  repos: PeopleRepositories;
  consents: SpecialCategoryConsents;
  transaction: <T>(work: (writes: FamilyWrites) => Promise<T>) => Promise<T>;
  files: FileStore;
  clock: () => Date;
}
