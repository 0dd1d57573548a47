import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Devtools } from './devtools/Devtools';
import { queryClient } from './app/queries/queryClient';
import type { AppRouter } from './router';
import { LazyToaster } from './app/overlays/Overlays';

/**
 * The whole app, in the browser (src/boot.tsx) and drawing a first screen in the server
 * (src/prerender.tsx): one tree, so the browser's first pass renders what the server rendered.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
      <Devtools router={router} />
    </QueryClientProvider>
  );
}
