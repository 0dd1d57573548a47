/**
 * A Graphviz DOT graph of the machine: compound states are clusters (dashed for the
 * regions of a parallel state), each with a dot pointing at its initial state.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { edgesOf, stateNote } from './labels.ts';

const q = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const idOf = (node: AnyStateNode) => q(node.id);
const entryOf = (node: AnyStateNode) => q(`${node.id}::entry`);
const isCompound = (node: AnyStateNode) => Object.keys(node.states).length > 0;

/** Wraps a note to about 36 characters a line, for readable boxes. */
function wrap(text: string, width = 36): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

function renderNode(node: AnyStateNode, parallelParent: boolean, indent: string): string[] {
  const note = stateNote(node);
  if (!isCompound(node)) {
    const shape = node.type === 'final' ? 'doubleoctagon' : 'box';
    return [
      `${indent}${idOf(node)} [shape=${shape}, style="rounded,filled", fillcolor="#fbeef3", ` +
        `label=${q(note ? `${node.key}\n${wrap(note)}` : node.key)}];`,
    ];
  }
  const lines = [
    `${indent}subgraph ${q(`cluster_${node.id}`)} {`,
    `${indent}  label=${q(note ? `${node.key}\n${wrap(note, 60)}` : node.key)};`,
    `${indent}  style=${parallelParent ? '"dashed,rounded"' : 'rounded'};`,
    `${indent}  ${entryOf(node)} [shape=point, width=0.12];`,
  ];
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    lines.push(...renderNode(child, node.type === 'parallel', `${indent}  `));
  }
  lines.push(`${indent}}`);
  const initial = node.initial?.target?.[0];
  if (initial && node.type !== 'parallel') {
    const target = isCompound(initial) ? entryOf(initial) : idOf(initial);
    const lhead = isCompound(initial) ? ` [lhead=${q(`cluster_${initial.id}`)}]` : '';
    lines.push(`${indent}${entryOf(node)} -> ${target}${lhead};`);
  }
  return lines;
}

export function toDot(machine: AnyStateMachine): string {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const edges = edgesOf(machine, nodes).map((e) => {
    const target = e.target ?? e.source;
    const from = isCompound(e.source) ? entryOf(e.source) : idOf(e.source);
    const to = isCompound(target) ? entryOf(target) : idOf(target);
    const attrs = [`label=${q(e.label)}`];
    if (isCompound(e.source)) attrs.push(`ltail=${q(`cluster_${e.source.id}`)}`);
    if (isCompound(target) && target !== e.source) attrs.push(`lhead=${q(`cluster_${target.id}`)}`);
    return `  ${from} -> ${to} [${attrs.join(', ')}];`;
  });
  return [
    `digraph ${q(machine.id)} {`,
    '  compound=true; rankdir=LR; fontname="Helvetica"; fontsize=11;',
    '  node [fontname="Helvetica", fontsize=10]; edge [fontname="Helvetica", fontsize=9];',
    ...renderNode(machine.root, false, '  '),
    ...edges,
    '}',
  ].join('\n');
}
