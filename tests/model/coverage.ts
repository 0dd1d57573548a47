/**
 * The coverage of a machine by what ran on it: the one computation behind every
 * "states x/y, transitions a/b" line, the tests' (harness.ts) and `npm run paths`'s.
 */
import type { AnyStateMachine } from 'xstate';
import { allStates, allTransitions } from './paths';

/** What an actor went through while paths ran: state node ids, and transitions as `transitionKey` names them. */
export interface Taken {
  states: ReadonlySet<string>;
  transitions: ReadonlySet<string>;
}

export interface Coverage {
  states: { covered: number; total: number; missed: string[] };
  transitions: { covered: number; total: number; missed: string[] };
}

export function coverageOf(machine: AnyStateMachine, taken: Taken): Coverage {
  const count = (all: string[], seen: ReadonlySet<string>) => {
    const missed = all.filter((item) => !seen.has(item));
    return { covered: all.length - missed.length, total: all.length, missed };
  };
  return {
    states: count(allStates(machine), taken.states),
    transitions: count(allTransitions(machine), taken.transitions),
  };
}

/** "checkout: states 38/38, transitions 65/65 covered by 201 paths" (`by` is the tail after the figures). */
export function coverageLine(name: string, { states, transitions }: Coverage, by: string): string {
  return `${name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total} ${by}`;
}

/** What the harness leaves on its coverage test (vitest's task meta), for `npm run paths` to print. */
export interface CoverageReport extends Coverage {
  line: string;
}

declare module 'vitest' {
  interface TaskMeta {
    coverage?: CoverageReport;
  }
}
