import { describe, expect, it } from 'vitest';
import { newPage, PHONE } from './support/browser.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();

describe('the listing site on a phone', () => {
  it("finds classes for a 6-year-old near a postcode, the premium club first, and reaches a club's run page", async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url(null, '/'));
    const form = page.getByRole('search', { name: 'Find a class or holiday camp' });
    await form.getByLabel('Postcode').fill('SW11 4NJ');
    await form.getByLabel('Within').selectOption('10');
    await form.getByLabel("Child's age").selectOption('6');
    await form.getByRole('button', { name: 'Search' }).click();

    // The search is the address: a link to it shares the same results.
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('postcode')).toBe('SW11 4NJ');
    expect(new URL(page.url()).searchParams.get('age')).toBe('6');
    const results = page.getByTestId('listing-result');
    await results.first().waitFor();
    // Riverside is the premium club near Battersea: its results come first, marked; then Little Legends'.
    const clubs = await results.evaluateAll((els) => els.map((el) => el.getAttribute('data-club')));
    expect(clubs[0]).toBe('riverside');
    expect(clubs).toContain('demo');
    expect(clubs.slice(clubs.indexOf('demo')).every((club) => club === 'demo')).toBe(true);
    expect(await results.first().getByText('Featured club').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The server rendered the results: opened afresh, the page's HTML already has them.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('data-testid="listing-result"');

    const demoClass = results.filter({ hasText: 'Little Legends Sports Club' }).first();
    const name = await demoClass.getByRole('heading').innerText();
    await demoClass.getByRole('link', { name: /Info & Booking/ }).click();
    await page.waitForURL((url) => url.hostname === 'demo.localhost' && /^\/\d+\/info$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });
});
