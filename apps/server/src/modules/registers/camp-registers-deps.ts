import type { RegisterCoach } from '@clubroom/domain/api';
import type { CampViews } from '../admin-camps/index.js';
import type { ClubRegisterOrder } from '../club-settings/index.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { CampRegistersRepository } from './camp-registers.repository.js';

/** What a camp's registers (its day registers, the whole camp's, the week's CSV, emergency contacts) work with. */
export interface CampRegistersDeps {
  repo: CampRegistersRepository;
  /** The camp and its weeks and days as the camps admin shows them (`campViews`). */
  camps: CampViews;
  clock: () => Date;
  /** The camp registers' object rule: 404, or 403 unless an organiser or a coach on the camp. */
  openCampRegister: (
    club: Pick<ResolvedClub, 'id'>,
    auth: AuthContext,
    campId: number,
  ) => Promise<{ campId: number; className: string }>;
  campCoaches: (clubId: number, campId: number) => Promise<RegisterCoach[]>;
  /** How the club lists children on its registers (a club option). */
  registerOrder: ClubRegisterOrder;
}
