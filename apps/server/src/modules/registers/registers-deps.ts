import type { RegistersRepository } from './registers.repository.js';
import type { RunCoachesRepository } from './run-coaches.repository.js';

/** What the register use cases read and write with. */
export interface RegistersDeps {
  registers: RegistersRepository;
  runCoaches: RunCoachesRepository;
  clock: () => Date;
}
