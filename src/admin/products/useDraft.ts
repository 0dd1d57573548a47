import { useState } from 'react';
import type { Draft } from './draft';

/** The editor's product as it is typed, and its changes: the whole product's, or one variant's. */
export function useDraft(initial: () => Draft) {
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<Draft> | ((current: Draft) => Partial<Draft>)) =>
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  const setVariant = (index: number, change: Partial<Draft['variants'][number]>) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant, i) => (i === index ? { ...variant, ...change } : variant)),
    }));
  return { draft, setDraft, set, setVariant };
}
