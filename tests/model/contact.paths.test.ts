/** Every generated path of the contact model, replayed against machines/contact.machine.ts. */
import { expect, vi } from 'vitest';
import { contactMachine, visibleContactErrors, type ContactRequest } from '#machines/contact.machine';
import { emptyContactValues } from '#machines/contact.schemas';
import { ApiError } from '#openapi/failure';
import { texts } from '#rules/texts';
import { controllablePromise } from './fakes';
import { models } from './models';
import { contactUi } from './contact.ui-paths';
import { describeModel } from './harness';

const complete = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you ship to Pune?' };

function arrange() {
  const sendMessage = controllablePromise<unknown, ContactRequest>();
  return { machine: contactMachine.provide({ actors: { sendMessage: sendMessage.logic } }), fakes: { sendMessage } };
}

describeModel({
  name: 'contact',
  real: contactMachine,
  ...models.contact,
  ui: contactUi,
  arrange,
  drive: {
    TYPE_COMPLETE: ({ actor }) => {
      for (const [field, value] of Object.entries(complete)) {
        actor.send({ type: 'CHANGE', field: field as keyof typeof complete, value });
      }
    },
    TYPE_INCOMPLETE: ({ actor }) => {
      actor.send({ type: 'CHANGE', field: 'email', value: 'asha@example' });
      expect(visibleContactErrors(actor.getSnapshot().context).email).toBe(texts.contactEmailInvalid);
    },
    SUBMIT: ({ actor, fakes }) => {
      const calls = fakes.sendMessage.calls.length;
      const before = actor.getSnapshot().context.values;
      actor.send({ type: 'SUBMIT' });
      if (actor.getSnapshot().hasTag('busy')) {
        expect(fakes.sendMessage.calls.slice(calls)).toEqual([
          { var_name: before.name, var_email: before.email, var_message: before.message },
        ]);
      } else {
        expect(fakes.sendMessage.calls.length, 'an incomplete form sends nothing').toBe(calls);
      }
    },
    SERVER_OK: async ({ actor, fakes }) => {
      await fakes.sendMessage.resolve({ message: 'Thanks' });
      expect(actor.getSnapshot().context.values, 'fields clear').toEqual(emptyContactValues);
    },
    SERVER_FAIL: async ({ actor, fakes }) => {
      const values = actor.getSnapshot().context.values;
      await fakes.sendMessage.reject(
        fakes.sendMessage.calls.length % 2 ? new TypeError('Failed to fetch') : new ApiError(503, 'Mail is down'),
      );
      const { context } = actor.getSnapshot();
      expect(context.values, 'the text stays').toEqual(values);
      expect([texts.networkError, 'Mail is down']).toContain(context.failure);
    },
    WAIT_3S: async ({ actor }) => {
      await vi.advanceTimersByTimeAsync(2999);
      expect(actor.getSnapshot().hasTag('sent'), "'Message sent' still shows at 2999 ms").toBe(true);
      await vi.advanceTimersByTimeAsync(1);
    },
  },
  check: (model, { actor }) => {
    const { context } = actor.getSnapshot();
    const errors = visibleContactErrors(context);
    if (!model.context.typed) expect(errors, 'no error before typing').toEqual({});
    if (model.context.complete) expect(errors).toEqual({});
    else if (model.context.typed) expect(Object.keys(errors).length).toBeGreaterThan(0);
  },
});
