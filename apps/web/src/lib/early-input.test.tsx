import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput, type EarlyInput } from './early-input';

let early: EarlyInput | undefined;
let appListener: ((event: Event) => void) | undefined;

afterEach(() => {
  early?.stop();
  early = undefined;
  if (appListener) document.removeEventListener('click', appListener);
  appListener = undefined;
  document.body.innerHTML = '';
});

/** The server's markup: links of every kind, before the app takes the page over. */
function serverMarkup(): Record<'run' | 'skip' | 'elsewhere' | 'newTab' | 'download', HTMLAnchorElement> {
  document.body.innerHTML = `
    <a id="run" href="/12/info">Info &amp; Booking</a>
    <a id="skip" href="#main">Skip to content</a>
    <a id="elsewhere" href="https://example.org/">Another site</a>
    <a id="newTab" href="/terms" target="_blank">Terms</a>
    <a id="download" href="/bookings.csv" download>Download</a>`;
  const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
  return {
    run: link('run'),
    skip: link('skip'),
    elsewhere: link('elsewhere'),
    newTab: link('newTab'),
    download: link('download'),
  };
}

/** Taps `link` as a person would (`keys`: held down), answering whether the browser was stopped from following it. */
function tap(link: HTMLAnchorElement, keys: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...keys });
  let prevented = false;
  // The last to hear the click: notes whether the page stopped the browser, then stops it (happy-dom would otherwise
  // follow the link, fetching another site over the network).
  const last = (heard: Event) => {
    prevented = heard.defaultPrevented;
    heard.preventDefault();
  };
  window.addEventListener('click', last);
  link.dispatchEvent(event);
  window.removeEventListener('click', last);
  return prevented;
}

/** The links clicked once the app listens (each click stopped there: the test page goes nowhere). */
function clicksOnceTheAppListens(): string[] {
  const clicked: string[] = [];
  appListener = (event) => {
    clicked.push((event.target as HTMLElement).id);
    event.preventDefault();
  };
  document.addEventListener('click', appListener);
  return clicked;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('a tap on a link before the app has taken the page over', () => {
  it('is held back from the browser and tapped again once the app listens, so the app opens the page', async () => {
    const links = serverMarkup();
    early = keepEarlyInput();
    expect(tap(links.run)).toBe(true);
    early.stop();
    const clicked = clicksOnceTheAppListens();
    early.replay();
    await nextTask();
    expect(clicked).toEqual(['run']);
  });

  it('is left to the browser for a place on the same page, another site, a new tab, a download, or a key held', async () => {
    const links = serverMarkup();
    early = keepEarlyInput();
    expect(tap(links.skip)).toBe(false);
    expect(tap(links.elsewhere)).toBe(false);
    expect(tap(links.newTab)).toBe(false);
    expect(tap(links.download)).toBe(false);
    expect(tap(links.run, { ctrlKey: true })).toBe(false);
    expect(tap(links.run, { metaKey: true })).toBe(false);
    expect(tap(links.run, { shiftKey: true })).toBe(false);
    early.stop();
    const clicked = clicksOnceTheAppListens();
    early.replay();
    await nextTask();
    expect(clicked).toEqual([]);
  });
});
