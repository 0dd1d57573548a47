import { useLayoutEffect, useRef, type RefObject } from 'react';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Tells a controlled text field's owner, as a change, of the text the field holds when the
 * app takes it over: what the shopper typed, pasted or autofilled into a page the server drew
 * before React hydrated that field (decision 0040). React keeps that text in the field but
 * says nothing of it, and takes it as the field's starting point, so the field's first event
 * after the takeover does not count as a change either. Meanwhile the owner's state still
 * holds the value the server drew, which the form's next render, for any reason, writes back
 * over the text, and which a submit sends.
 *
 * Told in the commit that hydrates the field: every field of a form is told before the form
 * renders again. A field the app renders itself holds its value when it mounts: nothing to tell.
 */
export function useTypedBeforeHydration<Field extends TextField>(
  field: RefObject<Field | null>,
  value: unknown,
  onChange: ((event: { target: Field }) => void) | undefined,
): void {
  // The props the field mounted with (the ones its hydration compares against).
  const mounted = useRef({ value, onChange });
  useLayoutEffect(() => {
    const { value, onChange } = mounted.current;
    const element = field.current;
    // An uncontrolled field (no value) keeps its text and is read when needed.
    if (element && value !== undefined && element.value !== String(value)) onChange?.({ target: element });
  }, [field]);
}
