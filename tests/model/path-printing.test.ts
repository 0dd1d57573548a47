/**
 * What `npm run paths` prints (paths.cli.ts): each step with only what it changed
 * (pathText.ts), the coverage line (coverage.ts, the harness's too), a path of one's own
 * from its events (pathFrom), and the spec `--path N --spec` prints, which is
 * model-checkout.printed.spec.ts, run by Playwright as it is (a cart and a variant path are
 * checked by their imports and events only: a saved spec costs a browser run every time).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { coverageLine, coverageOf } from './coverage';
import { models } from './models';
import { describeChange, describeSteps, regionsOf } from './pathText';
import { pathFrom, planPaths, transitionKey } from './paths';
import { specOfPath } from './printedSpec';

/** A parallel root, a compound region, and a parallel state inside a compound one. */
const shop = setup({
  types: {
    context: {} as { items: number },
    events: {} as { type: 'ADD' } | { type: 'PAY' } | { type: 'DONE' } | { type: 'OPEN' },
  },
}).createMachine({
  id: 'shop',
  type: 'parallel',
  context: { items: 0 },
  states: {
    menu: { initial: 'closed', states: { closed: { on: { OPEN: 'open' } }, open: {} } },
    till: {
      initial: 'idle',
      states: {
        idle: { on: { ADD: { actions: assign({ items: ({ context }) => context.items + 1 }) }, PAY: 'paying' } },
        paying: {
          type: 'parallel',
          on: { DONE: 'idle' },
          states: {
            card: { initial: 'asked', states: { asked: {} } },
            receipt: { initial: 'printing', states: { printing: {} } },
          },
        },
      },
    },
  },
});

const contact = models.contact.model;

function stepsOf(machine: AnyStateMachine, events: { type: string }[]): AnyMachineSnapshot[] {
  const actor = createActor(machine).start();
  const snapshots = [actor.getSnapshot() as AnyMachineSnapshot];
  for (const event of events) {
    actor.send(event);
    snapshots.push(actor.getSnapshot() as AnyMachineSnapshot);
  }
  return snapshots;
}

describe('a step as a tester reads it', () => {
  it('names each parallel region with its state, and a machine without parallel states by its state alone', () => {
    const [start, paying] = stepsOf(shop, [{ type: 'PAY' }]);
    expect(Object.fromEntries(regionsOf(start!))).toEqual({ menu: 'closed', till: 'idle' });
    expect(Object.fromEntries(regionsOf(paying!))).toEqual({
      menu: 'closed',
      'till.paying.card': 'asked',
      'till.paying.receipt': 'printing',
    });
    expect(Object.fromEntries(regionsOf(stepsOf(contact, [])[0]!))).toEqual({ '': 'editing' });
  });

  it('shows only the regions that changed, the context that changed, or that nothing did', () => {
    const [start, opened, added, paying, done] = stepsOf(shop, [
      { type: 'OPEN' },
      { type: 'ADD' },
      { type: 'PAY' },
      { type: 'DONE' },
    ]);
    expect(describeChange(start!, opened!)).toBe('menu: closed → open');
    expect(describeChange(opened!, added!)).toBe('items=1');
    expect(describeChange(added!, paying!)).toBe(
      'till: idle → – · till.paying.card: – → asked · till.paying.receipt: – → printing',
    );
    expect(describeChange(paying!, done!)).toBe(
      'till.paying.card: asked → – · till.paying.receipt: printing → – · till: – → idle',
    );
    expect(describeChange(done!, done!)).toBe('no change');
    const [editing, sending] = stepsOf(contact, [{ type: 'TYPE_COMPLETE' }, { type: 'SUBMIT' }]).slice(1);
    expect(describeChange(editing!, sending!)).toBe('editing → sending');
  });

  it('prints a checkout path as its start, then one line per event with what it changed', () => {
    const { path } = pathFrom(models.checkout.model, models.checkout.inputs[0], [
      { type: 'LOAD', stock: 'ok' },
      { type: 'SELECT_ADDRESS' },
      { type: 'PLACE_ORDER' },
      { type: 'CHECK_SAME' },
    ]);
    expect(describeSteps(path)).toEqual([
      '  start: sections.address: open · sections.summary: open · sections.payment: open · coupon: idle · placement: idle.ready · ' +
        '(cart=none, address=false, mode=C, couponText=false, attemptMode=null, conflict=false, paid=false, resumed=false)',
      '  1. LOAD(stock=ok): cart=ok',
      '  2. SELECT_ADDRESS: address=true',
      '  3. PLACE_ORDER: placement: idle.ready → checking',
      '  4. CHECK_SAME: placement: checking → placing · attemptMode=C',
    ]);
  });
});

describe('the coverage line', () => {
  it('counts the states and transitions taken against the whole machine, and names the rest', () => {
    const actor = createActor(contact).start();
    const taken = { states: new Set(['contactModel.editing', 'contactModel.sending']), transitions: new Set<string>() };
    const submit = [...actor.getSnapshot().machine.root.states.editing!.transitions.get('SUBMIT')!][0]!;
    taken.transitions.add(transitionKey(submit));
    actor.stop();
    const coverage = coverageOf(contact, taken);
    expect(coverage.states).toEqual({ covered: 2, total: 4, missed: ['contactModel.sent', 'contactModel.failed'] });
    expect(coverage.transitions.covered).toBe(1);
    expect(coverage.transitions.missed).toHaveLength(coverage.transitions.total - 1);
    expect(coverage.transitions.missed).not.toContain(transitionKey(submit));
    expect(coverageLine('contact', coverage, 'covered by 1 paths')).toBe(
      `contact: states 2/4, transitions 1/${coverage.transitions.total} covered by 1 paths`,
    );
  });
});

describe('a path of one own', () => {
  it('from the events of a generated path, is that path', () => {
    const planned = planPaths(contact, models.contact).at(-1)!;
    const own = pathFrom(
      contact,
      undefined,
      planned.path.steps.slice(1).map((step) => step.event),
    );
    expect(own.path.steps.map((step) => [step.event, step.state.value])).toEqual(
      planned.path.steps.map((step) => [step.event, step.state.value]),
    );
  });

  it('names the first step the model does not take, or the page cannot do', () => {
    expect(() => pathFrom(contact, undefined, [{ type: 'TYPE_INCOMPLETE' }, { type: 'SUBMIT' }])).toThrow(
      'step 2 SUBMIT: the model does not take it in "editing"',
    );
    const noSubmit = (_: unknown, event: { type: string }) => event.type !== 'SUBMIT';
    expect(() => pathFrom(contact, undefined, [{ type: 'TYPE_COMPLETE' }, { type: 'SUBMIT' }], noSubmit)).toThrow(
      'step 2 SUBMIT: the page cannot do it in "editing"',
    );
  });
});

describe('npm run paths -- checkout --path N --spec', () => {
  it('prints model-checkout.printed.spec.ts, which Playwright runs as it is', async () => {
    expect(
      await specOfPath('checkout', 134),
      'the printed spec changed: npm run --silent paths -- checkout --path 134 --spec > tests/e2e/model-checkout.printed.spec.ts',
    ).toBe(readFileSync('tests/e2e/model-checkout.printed.spec.ts', 'utf8'));
  });

  it('prints a cart and a variant path, each through its replay driver', async () => {
    const cart = await specOfPath('cart', 2);
    expect(cart).toContain("import { replayPath, replayTags } from './model-cart.replay';");
    expect(cart).toContain(
      "    { type: 'REMOVE' },\n    { type: 'CHANGE', line: 'A' },\n    { type: 'REMOVE_FAIL' },\n  ],\n  cartUi.allow,",
    );
    const variant = await specOfPath('variant', 200);
    expect(variant).toContain("import { replayPath, replayTags } from './model-variant.replay';");
    expect(variant).toContain("    { type: 'FILL_QUANTITY' },\n    { type: 'ADD_TO_CART', signedIn: true },");
  });

  it('refuses a path the page cannot take, step by step or whole, and a machine with no replay in Chromium', async () => {
    await expect(specOfPath('checkout', 170)).rejects.toThrow(
      'path 170 cannot be replayed in Chromium: step 1 TOGGLE(section=address): the page cannot do it in',
    );
    await expect(specOfPath('variant', 186)).rejects.toThrow(
      'path 186 cannot be replayed in Chromium: it mixes anonymous and signed-in steps',
    );
    await expect(specOfPath('profile', 1)).rejects.toThrow('profile has no replay in Chromium');
  });
});
