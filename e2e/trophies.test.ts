import type { Child, Me, RegisterSummary } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

// No undo window here: the award's email goes as soon as the worker takes it.
const app = withAppServerAndBrowser({ AWARD_EMAIL_DELAY_SECONDS: '0' });
const t = messages.trophies;

const getFromPage = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => (await fetch(path, { headers: { accept: 'application/json' } })).json(), path);

describe('grading trophies (issue 25)', () => {
  it("a coach awards a badge from a phone; the parent sees it on their child's page, in an email and as a PDF", async () => {
    // Set up through the API: the second demo family books Zoe on the free taster, the organiser switches trophies
    // on, gives the taster a badge and puts the demo coach on its register.
    const parent = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    await parent.goto(app.server.url('demo', '/dashboard'));
    const { children } = await getFromPage<{ children: Child[] }>(parent, '/api/v4/people/parent/children');
    const zoe = children.find((c) => c.firstName === 'Zoe')!;
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    const { registers } = await getFromPage<{ registers: RegisterSummary[] }>(organiser, '/api/v4/registers');
    const run = registers.find((r) => r.className === 'Family Taster')!;
    expect(
      (
        await postFromPage(parent, '/api/v4/parent/basket/add', {
          type: 'term',
          childId: zoe.personId,
          runId: run.runId,
        })
      ).status,
    ).toBe(200);
    expect((await postFromPage(parent, '/rest/v1/payments/book', { idempotencyKey: 'e2e-trophies-zoe' })).status).toBe(
      200,
    );
    expect((await postFromPage(organiser, '/api/settings/toggle', { setting: 'grading-trophies' })).json).toEqual({
      data: 1,
    });
    const badge = { activity: 'Family Taster', name: 'Gold star', position: 1, colour: 'ffd700' };
    expect((await postFromPage(organiser, '/api/v4/trophies/add', badge)).status).toBe(200);
    const coach = await demoParentPage(app.browser, app.server, 'coach@example.com');
    await coach.goto(app.server.url('demo', '/cms'));
    const coachMe = await getFromPage<Me>(coach, '/api/auth/me');
    const assigned = await postFromPage(organiser, `/api/v4/registers/run/${run.runId}/coaches/add`, {
      userId: coachMe.user!.id,
    });
    expect(assigned.status).toBe(200);
    await organiser.close();

    // The coach, on a phone at the side of the pitch: one tap awards, Undo takes it back, a second tap awards again.
    await coach.goto(app.server.url('demo', `/cms/register/${run.runId}`));
    await coach.getByRole('heading', { name: 'Family Taster', level: 1 }).waitFor();
    const award = coach.getByRole('button', { name: t.award('Gold star', 'Zoe') });
    await award.click();
    await coach.getByText(t.awarded('Gold star', 'Zoe')).waitFor();
    await coach.getByRole('button', { name: t.undo }).click();
    await coach.getByText(t.undone('Gold star', 'Zoe')).waitFor();
    await award.click();
    await coach.getByText(t.awarded('Gold star', 'Zoe')).waitFor();
    expect(await award.getAttribute('aria-pressed')).toBe('true');
    await coach.getByRole('checkbox', { name: t.readyToMoveUpOf('Zoe') }).check();
    await coach.getByTestId('next-level-run').waitFor();
    expect(await coach.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(coach)).toEqual([]);
    await coach.close();

    // The family is emailed, with a link to the child's page.
    const mail = await waitForMail(app.server.port, 'parent2@example.com', /Zoe has earned Gold star!/);
    expect(mail.text).toContain(`/dashboard/children/${zoe.personId}`);

    // The parent sees it on Zoe's page, with the certificate to print.
    await parent.goto(app.server.url('demo', `/dashboard/children/${zoe.personId}`));
    const trophies = parent.getByRole('region', { name: t.childTitle });
    await trophies.getByText('Gold star', { exact: true }).waitFor();
    const href = await trophies.getByRole('link', { name: t.certificate('Gold star') }).getAttribute('href');
    const pdf = await parent.evaluate(async (url) => {
      const res = await fetch(url!);
      return {
        type: res.headers.get('content-type'),
        head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
      };
    }, href);
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    expect(await seriousA11yViolations(parent)).toEqual([]);
    await parent.close();
  }, 180_000);
});
