import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import FlowsPanel from './FlowsPanel';

/**
 * The flows panel in a React root of its own after the app's (src/boot.tsx starts it in
 * development and in a VITE_FLOWS=1 build): it needs nothing of the app's tree, keeps
 * working when the app's screen fails, and comes last in the Tab order.
 */
export function mountFlowsPanel(): void {
  const host = document.createElement('div');
  host.dataset.flowsPanel = '';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <FlowsPanel />
    </StrictMode>,
  );
}
