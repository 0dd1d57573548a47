import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Devtools } from './Devtools';
import { queryClient } from './queryClient';
import { router } from './router';
import { Toaster } from './Toaster';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <Devtools router={router} />
    </QueryClientProvider>
  );
}
