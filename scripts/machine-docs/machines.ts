/**
 * The app's machines, one per machines/*.machine.ts, and each one's statechart as SVG:
 * what `npm run machines` writes to docs/machines/ and the flows panel draws
 * (scripts/machine-charts.ts), so both show one graph.
 */
import type { Viz } from '@viz-js/viz';
import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { toDot } from './dot.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const machinesDir = join(root, 'machines');

export interface MachineFile {
  /** The file's name without `.machine.ts`: the name of its docs. */
  name: string;
  /** Its path from the project root. */
  source: string;
  machine: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

/** Every machine file, in name order. `load` imports a module by its file URL (a fresh copy, if the caller wants one). */
export async function loadMachines(
  load: (url: string) => Promise<Record<string, unknown>> = (url) => import(url),
): Promise<MachineFile[]> {
  const files = readdirSync(machinesDir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const found: MachineFile[] = [];
  for (const file of files) {
    const source = relative(root, join(machinesDir, file));
    const machines = Object.values(await load(pathToFileURL(join(machinesDir, file)).href)).filter(isMachine);
    if (machines.length !== 1) throw new Error(`${source} must export exactly one machine (found ${machines.length})`);
    found.push({ name: basename(file, '.machine.ts'), source, machine: machines[0]! });
  }
  return found;
}

/** The statechart as Graphviz draws it: each state a `<g>` whose `<title>` is the state's id (`cluster_<id>` for a compound one). */
export const toSvg = (viz: Viz, machine: AnyStateMachine): string =>
  viz.renderString(toDot(machine), { format: 'svg' });
