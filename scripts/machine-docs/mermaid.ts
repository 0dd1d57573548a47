/** A Mermaid stateDiagram-v2 built from the machine's own state nodes. */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { edgesOf, stateNote } from './labels';

const idOf = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');
/** Mermaid reads ';' and '#' specially inside labels. */
const clean = (text: string) => text.replace(/;/g, ',').replace(/#/g, 'no. ').replace(/\n/g, ' ');

function renderNode(node: AnyStateNode, indent: string): string[] {
  const lines = [`${indent}state "${node.key}" as ${idOf(node)}`];
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length) {
    lines[0] += ' {';
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}  --`);
        lines.push(...renderNode(child, `${indent}  `));
      });
    } else {
      const initial = node.initial?.target?.[0];
      if (initial) lines.push(`${indent}  [*] --> ${idOf(initial)}`);
      children.forEach((child) => lines.push(...renderNode(child, `${indent}  `)));
    }
    lines.push(`${indent}}`);
  }
  if (node.type === 'final') lines.push(`${indent}${idOf(node)} --> [*]`);
  const note = stateNote(node);
  if (note) lines.push(`${indent}${idOf(node)} : ${clean(note)}`);
  return lines;
}

export function toMermaid(machine: AnyStateMachine): string {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const edges = edgesOf(machine, nodes).map(
    (e) => `  ${idOf(e.source)} --> ${idOf(e.target ?? e.source)} : ${clean(e.label)}`,
  );
  return ['stateDiagram-v2', `  [*] --> ${idOf(machine.root)}`, ...renderNode(machine.root, '  '), ...edges].join('\n');
}
