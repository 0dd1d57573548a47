import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/** The state nodes a value stands for, every level down from the root (not the root itself). */
export function activeNodes(machine: AnyStateMachine, value: StateValue): AnyStateNode[] {
  const walk = (node: AnyStateNode, value: StateValue): AnyStateNode[] => {
    if (typeof value === 'string') {
      const child = node.states[value];
      return child ? [child] : [];
    }
    return Object.entries(value).flatMap(([key, below]) => {
      const child = node.states[key];
      return child && below !== undefined ? [child, ...walk(child, below)] : [];
    });
  };
  return walk(machine.root, value);
}

const isLeaf = (node: AnyStateNode) => Object.keys(node.states).length === 0;

/** The active leaf states as paths from the root ('placement.idle.ready'): one per parallel region. */
export function activeLeaves(machine: AnyStateMachine, value: StateValue): string[] {
  return activeNodes(machine, value)
    .filter(isLeaf)
    .map((node) => node.path.join('.'));
}

/** The state node at a path from the root ('placement.idle.ready'). */
export function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of path.split('.')) node = node?.states[key];
  return node;
}
