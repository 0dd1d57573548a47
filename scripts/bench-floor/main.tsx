/**
 * The floor page of `npm run bench:lighthouse`: the least a React 19 storefront page
 * can be. React renders a heading and one picture (inline SVG, the size of a home
 * banner), so its LCP is what any React page pays before its first real paint.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', margin: 16 }}>
      <h1>Floor</h1>
      <svg
        role="img"
        aria-label="A banner"
        viewBox="0 0 400 500"
        width="100%"
        style={{ maxWidth: 400, aspectRatio: '4 / 5', display: 'block' }}
      >
        <rect width="400" height="500" fill="#8a1c4a" />
        <circle cx="200" cy="220" r="120" fill="#f4d6e0" />
        <text x="200" y="440" textAnchor="middle" fontSize="40" fill="#fff">
          New season
        </text>
      </svg>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
