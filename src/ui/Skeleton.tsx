import type { CSSProperties } from 'react';
import { skeleton } from './feedback.css';

/** A placeholder block. Decorative: the surrounding region carries aria-busy. */
export function Skeleton({
  width = '100%',
  height = '1em',
  style,
}: {
  width?: string | number;
  height?: string | number;
  style?: CSSProperties;
}) {
  return <span aria-hidden="true" className={skeleton} style={{ width, height, ...style }} />;
}
