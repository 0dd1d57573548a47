/**
 * A path as a tester reads it: where it starts, then each event with only what it changed,
 * the regions whose state moved (in a parallel machine, not the whole state value again)
 * and the model context it changed.
 */
import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { describePath } from './paths';

/**
 * Each region of a snapshot and the state it is in, both as dotted paths: a region is a child
 * of a parallel state ("sections.address": "open"), or the root when it is not parallel
 * ("": "editing"). A parallel region's own state reads from it ("placement": "idle.ready").
 */
export function regionsOf(snapshot: AnyMachineSnapshot): Map<string, string> {
  const regions = new Map<string, string>();
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final');
  for (const leaf of leaves) {
    let region = leaf;
    while (region.parent && region.parent.type !== 'parallel') region = region.parent;
    const name = region.parent ? region.path.join('.') : '';
    regions.set(name, leaf.path.slice(region.parent ? region.path.length : 0).join('.'));
  }
  return regions;
}

const named = (region: string, state: string) => (region ? `${region}: ${state}` : state);
const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** "sections.address: open · coupon: idle · placement: idle.ready", then the context. */
export function describeStart(snapshot: AnyMachineSnapshot): string {
  const states = [...regionsOf(snapshot)].map(([region, state]) => named(region, state));
  const context = Object.entries((snapshot.context ?? {}) as Record<string, unknown>).map(
    ([key, value]) => `${key}=${valueText(value)}`,
  );
  return [...states, ...(context.length ? [`(${context.join(', ')})`] : [])].join(' · ');
}

/**
 * What one step changed: "placement: checking → starting · attemptMode=O". A region that
 * starts or stops existing (a parallel state entered or left) reads "–" on that side;
 * a step that changes nothing reads "no change".
 */
export function describeChange(before: AnyMachineSnapshot, after: AnyMachineSnapshot): string {
  const from = regionsOf(before);
  const to = regionsOf(after);
  const regions = [...new Set([...from.keys(), ...to.keys()])];
  const states = regions
    .filter((region) => from.get(region) !== to.get(region))
    .map((region) => named(region, `${from.get(region) ?? '–'} → ${to.get(region) ?? '–'}`));
  const was = (before.context ?? {}) as Record<string, unknown>;
  const now = (after.context ?? {}) as Record<string, unknown>;
  const context = Object.keys(now)
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}=${valueText(now[key])}`);
  return [...states, ...context].join(' · ') || 'no change';
}

/** The lines of one path: its start, then one line per event with what that event changed. */
export function describeSteps(path: { steps: { event: { type: string }; state: unknown }[] }): string[] {
  const [start, ...steps] = path.steps;
  if (!start) return [];
  const lines = [`  start: ${describeStart(start.state as AnyMachineSnapshot)}`];
  steps.forEach((step, index) => {
    const before = path.steps[index]!.state as AnyMachineSnapshot;
    lines.push(
      `  ${index + 1}. ${describePath({ steps: [step] })}: ${describeChange(before, step.state as AnyMachineSnapshot)}`,
    );
  });
  return lines;
}
