import type { PageRenderInput } from '@clubroom/domain/pages';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { seedPageData } from './app/page-data';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { pageClock } from './lib/page-clock';
import { seedMe } from './lib/use-me';

/**
 * The server's rendering of a public page (platform/web-app.ts loads this bundle, built by
 * `vite build --ssr`): the markup of the root element, with every lazy page resolved, from the
 * data the server read. The browser hydrates it from the same data (main.tsx).
 */
export async function renderPage({ url, bootstrap, me, data, renderedAt }: PageRenderInput): Promise<string> {
  const queryClient = createQueryClient();
  seedMe(queryClient, me);
  seedPageData(queryClient, bootstrap, url, data);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App bootstrap={bootstrap} queryClient={queryClient} clock={pageClock(renderedAt)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    {
      // An error inside a Suspense boundary would leave that part to the browser: the page fails instead.
      onError: (error) => void errors.push(error),
      // Every boundary in place in the HTML: React would otherwise move large ones to the end of the
      // document and reveal them with inline scripts, which the CSP (script-src 'self') forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}
