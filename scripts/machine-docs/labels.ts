/** Human labels for the state nodes and transitions of a machine, shared by every renderer. */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface Edge {
  source: AnyStateNode;
  /** Absent for a transition that stays in place (actions only). */
  target: AnyStateNode | undefined;
  label: string;
}

function nameOf(thing: unknown): string | undefined {
  if (typeof thing === 'string') return thing;
  if (thing && typeof thing === 'object' && 'type' in thing && typeof thing.type === 'string') return thing.type;
  return undefined;
}

/** "after redirectAfterLogin (1000 ms)", "done: logIn", "error: logIn", "always", or the event. */
function eventLabel(t: AnyTransitionDefinition, delays: Record<string, unknown>): string {
  const type = t.eventType;
  if (type === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after?.[1]) {
    const delay = delays[after[1]];
    return typeof delay === 'number' ? `after ${after[1]} (${delay} ms)` : `after ${after[1]}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error: ${error[1]}`;
  return type;
}

export function transitionLabel(t: AnyTransitionDefinition, delays: Record<string, unknown>): string {
  const guard = nameOf(t.guard);
  const actions = t.actions.map(nameOf).filter((a): a is string => Boolean(a));
  return [eventLabel(t, delays), guard ? ` [${guard}]` : '', actions.length ? ` / ${actions.join(', ')}` : ''].join('');
}

export function edgesOf(machine: AnyStateMachine, nodes: AnyStateNode[]): Edge[] {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  return nodes.flatMap((node) => {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    return transitions.flatMap((t): Edge[] => {
      const label = transitionLabel(t, delays);
      if (!t.target?.length) return [{ source: node, target: undefined, label }];
      return t.target.map((target) => ({ source: node, target, label }));
    });
  });
}

export function invokedActors(node: AnyStateNode): string[] {
  return node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id));
}

/** The description plus what the state does that is not a transition: tags and invoked actors. */
export function stateNote(node: AnyStateNode): string {
  const parts = [node.description ?? ''];
  const actors = invokedActors(node);
  if (actors.length) parts.push(`invokes ${actors.join(', ')}`);
  if (node.tags.length) parts.push(`tags: ${node.tags.join(', ')}`);
  return parts.filter(Boolean).join(' · ');
}
