import { sql } from 'drizzle-orm';
import type { PriorityTier } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';

/**
 * The club's term before `termId` (the latest to start before it): its children are the new term's
 * "current members", carried over by auto-enrol and first in its priority windows. One definition
 * for both (booking's index exports it to modules/auto-enrol).
 */
export const previousTermSql = (clubId: number, termId: number) => sql`(select p.id from terms p
  where p.club_id = ${clubId} and p.starts_at < (select t.starts_at from terms t where t.id = ${termId})
  order by p.starts_at desc, p.id desc limit 1)`;

/** Who a child is to a term's opening: a member, a member's sibling (same parent), or anyone. */
export function termMembersRepository(db: Db) {
  return {
    async tierOf(clubId: number, termId: number, childId: number): Promise<PriorityTier> {
      const result = await db.execute(sql`
        with members as (select b.child_id from bookings b join runs r on r.id = b.run_id
          where b.club_id = ${clubId} and b.status = 'confirmed' and b.kind = 'term' and r.term_id = ${previousTermSql(clubId, termId)})
        select exists (select 1 from members where child_id = ${childId}) as member,
          exists (select 1 from members m join children c on c.id = m.child_id
            where c.parent_user_id = (select parent_user_id from children where id = ${childId})) as sibling`);
      const [row] = (result as unknown as { rows: { member: boolean; sibling: boolean }[] }).rows;
      return row.member ? 'members' : row.sibling ? 'siblings' : 'everyone';
    },
  };
}
export type TermMembersRepository = ReturnType<typeof termMembersRepository>;
