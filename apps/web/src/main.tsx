import './app/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AfterFirstCommit } from './app/after-first-commit';
import { App } from './app/app';
import { loadBootstrap } from './app/bootstrap';
import { BrowserRouter } from './app/browser-router';
import { embeddedMe, embeddedPageData, seedPageData } from './app/page-data';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadPage } from './app/router';
import { preloadSignedInParts } from './app/signed-in-part';
import { keepEarlyInput } from './lib/early-input';
import { nextTask } from './lib/next-task';
import { pageClock } from './lib/page-clock';
import { seedMe } from './lib/use-me';
import './app/styles.css';

const earlyInput = keepEarlyInput();
// Evaluating the modules above, asking for the page's chunk, and starting the app are tasks of their own:
// on a slow phone none is long.
await nextTask();
const bootstrap = await loadBootstrap();
const me = embeddedMe();
// The page's own chunk (and a signed-in person's menus and banners) first: the first render then shows the
// page, not a loading state the page would replace, and hydrates all the server's markup at once.
const pageLoaded = Promise.all([preloadPage(bootstrap, location.pathname), me && preloadSignedInParts(me, location)]);
await nextTask();
const queryClient = createQueryClient();
if (me) seedMe(queryClient, me);
const root = document.getElementById('root')!;
// Set only on a page the server rendered (platform/web-app.ts): the instant its rendering shows.
const clock = pageClock(Number(root.dataset.renderedAt) || undefined);
const app = (
  <StrictMode>
    <App bootstrap={bootstrap} queryClient={queryClient} clock={clock}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
    <AfterFirstCommit run={earlyInput.replay} />
  </StrictMode>
);
// A public page comes rendered by the server with the data it shows: the app takes it over as it is.
const pageData = embeddedPageData();
await pageLoaded;
if (pageData) {
  seedPageData(queryClient, bootstrap, location.pathname + location.search, pageData);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
// React listens now (an event makes it hydrate what the event lands on at once); what came earlier is
// given back once the page is React's.
earlyInput.stop();
