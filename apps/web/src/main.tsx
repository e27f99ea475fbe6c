import './app/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBootstrap } from './app/bootstrap';
import { BrowserRouter } from './app/browser-router';
import { embeddedPageData, seedPageData } from './app/page-data';
import { createQueryClient } from './app/query-client';
import { AppRoutes, preloadPage } from './app/router';
import './app/styles.css';

const bootstrap = await loadBootstrap();
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App bootstrap={bootstrap} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);
const root = document.getElementById('root')!;
// A public page comes rendered by the server with the data it shows: the app takes it over as it is.
const pageData = embeddedPageData();
// The page's own chunk first: the first render then shows the page, not a loading state the page would replace.
await preloadPage(bootstrap, location.pathname);
if (pageData) {
  seedPageData(queryClient, bootstrap, location.pathname + location.search, pageData);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
