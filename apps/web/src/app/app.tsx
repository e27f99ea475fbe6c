import type { Bootstrap } from '@clubroom/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BootstrapContext } from './club-context';
import { createAppRouter } from './router';

export function App({ bootstrap }: { bootstrap: Bootstrap }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } }));
  const [router] = useState(() => createAppRouter(bootstrap));
  return (
    <BootstrapContext.Provider value={bootstrap}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BootstrapContext.Provider>
  );
}
