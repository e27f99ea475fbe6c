import type { BrowserAnalyticsEvent } from '@clubroom/domain/api';
import { asksNotToBeTracked, type PrivacySignals } from '../../schedule/analytics-signals';

/** The path of `scheduleAnalyticsApi.browserAnalyticsEvent`, written out: its definition would bundle zod. */
const ANALYTICS_PATH = '/api/v4/public/schedule/browser-analytics';

/**
 * Reports one event of the embedded schedule to its club (docs/api.md, "Schedule analytics"), as the schedule page
 * does: nothing at all when the browser asks not to be tracked (Do Not Track, Global Privacy Control), never a cookie
 * (`credentials: 'omit'`). The server marks it as the embed's by the page's origin. `keepalive` lets a click's report
 * finish as the link opens the club's site. Fire and forget: a failure changes nothing for the family.
 */
export const reporterFor =
  (origin: string) =>
  (event: BrowserAnalyticsEvent): void => {
    // On the club's own site the widget is the settings page's preview: an organiser's look, not a family's visit.
    if (location.origin === origin || asksNotToBeTracked(navigator as PrivacySignals)) return;
    fetch(origin + ANALYTICS_PATH, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    }).catch(() => undefined);
  };
