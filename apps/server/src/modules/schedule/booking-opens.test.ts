import type { RunInfo, ScheduleResponse, TermInfo } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const HOUR = 3600;
const at = (hoursFromNow: number) => new Date(TEST_NOW.getTime() + hoursFromNow * HOUR * 1000);
const epoch = (date: Date) => date.getTime() / 1000;

describe.each(testDrivers)("the public pages say when a term's booking opens for whom, on %s", (driver) => {
  let t: TestApp;
  let termId: number;
  let runId: number;

  const setOpenings = (members: Date | null, siblings: Date | null, everyone: Date | null) =>
    t.db.execute(sql`insert into term_openings (club_id, term_id, members_from, siblings_from, everyone_from)
      select club_id, id, ${members?.toISOString() ?? null}::timestamptz, ${siblings?.toISOString() ?? null}::timestamptz,
        ${everyone?.toISOString() ?? null}::timestamptz from terms where id = ${termId}
      on conflict (term_id) do update set members_from = excluded.members_from,
        siblings_from = excluded.siblings_from, everyone_from = excluded.everyone_from`);
  const runInfo = async (): Promise<RunInfo> => (await t.get('demo', `/api/v4/public/run/${runId}`)).json();
  const termInfo = async (): Promise<TermInfo> => (await t.get('demo', `/api/v4/public/term/${termId}`)).json();

  beforeAll(async () => {
    t = await createTestApp(driver);
    const schedule: ScheduleResponse = (await t.get('demo', '/api/v4/public/schedule/current')).json();
    const term = schedule.terms.find((x) => x.runs.length > 0)!;
    termId = term.termId;
    runId = term.runs[0].runId;
  });
  afterAll(() => t.close());

  it('says nothing for a term without priority windows', async () => {
    expect((await runInfo()).bookingOpens).toBeNull();
    expect((await termInfo()).bookingOpens).toBeNull();
  });

  it("gives each tier its moment (an unset window opens with the next) while everyone's is ahead", async () => {
    await setOpenings(at(24), null, at(72));
    const expected = { membersFrom: epoch(at(24)), siblingsFrom: epoch(at(72)), everyoneFrom: epoch(at(72)) };
    expect((await runInfo()).bookingOpens).toEqual(expected);
    expect((await termInfo()).bookingOpens).toEqual(expected);
    // Members' window already open: still said, as everyone's is ahead.
    await setOpenings(at(-2), at(1), at(3));
    expect((await runInfo()).bookingOpens).toEqual({
      membersFrom: epoch(at(-2)),
      siblingsFrom: epoch(at(1)),
      everyoneFrom: epoch(at(3)),
    });
  });

  it('says nothing once everyone may book', async () => {
    await setOpenings(at(-72), at(-48), at(-1));
    expect((await runInfo()).bookingOpens).toBeNull();
    expect((await termInfo()).bookingOpens).toBeNull();
  });
});
