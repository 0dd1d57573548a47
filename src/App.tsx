import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Devtools } from './app/Devtools';
import { queryClient } from './app/queryClient';
import { router } from './router';
import { LazyToaster } from './app/Overlays';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
      <Devtools router={router} />
    </QueryClientProvider>
  );
}
