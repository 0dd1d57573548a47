import { spinner } from './feedback.css';

/** Busy indicator; the label is for screen readers (the ring itself says nothing). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className={spinner} role="status" aria-label={label} />;
}
