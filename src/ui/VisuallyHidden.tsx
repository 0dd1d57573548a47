import { cloneElement, isValidElement, type ComponentPropsWithoutRef, type CSSProperties } from 'react';

/** Radix's visually-hidden style: kept in the accessibility tree, drawn nowhere. */
const hidden: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

/**
 * Text for assistive technology only; `asChild` hides the one element given instead of
 * wrapping it. Hand-written: the header needs it on every first screen, and Radix's
 * brings its Slot and Primitive along (about 1.5 kB gzip, decision 0016).
 */
function Root({ asChild, style, children, ...props }: ComponentPropsWithoutRef<'span'> & { asChild?: boolean }) {
  if (asChild && isValidElement<{ style?: CSSProperties }>(children)) {
    return cloneElement(children, { style: { ...hidden, ...children.props.style, ...style } });
  }
  return (
    <span {...props} style={{ ...hidden, ...style }}>
      {children}
    </span>
  );
}

export const VisuallyHidden = { Root };
