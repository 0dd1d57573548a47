/**
 * TanStack Router and Query devtools, in development only. `import.meta.env.DEV` is
 * the constant false in a build, so the whole lazy branch folds away and neither
 * package reaches the production bundle (`npm run bench:bundle` lists every chunk).
 */
import { lazy, Suspense } from 'react';
import { ClientOnly, type AnyRouter } from '@tanstack/react-router';

const DevPanels = import.meta.env.DEV
  ? lazy(async () => {
      const [{ TanStackRouterDevtools }, { ReactQueryDevtools }] = await Promise.all([
        import('@tanstack/react-router-devtools'),
        import('@tanstack/react-query-devtools'),
      ]);
      return {
        default: ({ router }: { router: AnyRouter }) => (
          <>
            {/* Side by side at the bottom left: the chat button holds the bottom-right corner. */}
            <TanStackRouterDevtools router={router} position="bottom-left" />
            <div style={{ position: 'fixed', left: '11rem', bottom: '0.5rem', zIndex: 99999 }}>
              <ReactQueryDevtools buttonPosition="relative" initialIsOpen={false} />
            </div>
          </>
        ),
      };
    })
  : null;

/** In the browser only: a page the server drew is hydrated, and the server draws no panels. */
export function Devtools({ router }: { router: AnyRouter }) {
  if (!DevPanels) return null;
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <DevPanels router={router} />
      </Suspense>
    </ClientOnly>
  );
}
