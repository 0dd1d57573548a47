/**
 * The catalog file's flow as a model: a file chosen is a good one or one refused before sending (neither CSV nor
 * zip, or too large); the server's answers are explicit events (a refusal of the file itself, a 400, apart from a
 * failure that a retry may pass), and a failure remembers which step failed.
 */
import { assign, setup } from 'xstate';

export type CatalogFileModelEvent =
  | { type: 'CHOOSE_GOOD' }
  | { type: 'CHOOSE_REFUSED' }
  | { type: 'CHECK' }
  | { type: 'IMPORT' }
  | { type: 'RETRY' }
  | { type: 'SERVER_OK' }
  | { type: 'SERVER_FAIL' }
  | { type: 'SERVER_REFUSED' };

export interface CatalogFileModelContext {
  /** A file is chosen and may be sent. */
  sendable: boolean;
  /** The dry run answered clean: a failure after it is the import's. */
  checked: boolean;
  /** The last failure was the connection's or the shop's, not the file's refusal. */
  retryable: boolean;
}

const choosing = {
  CHOOSE_GOOD: { target: '#catalogFileModel.idle', actions: 'chooseGood' },
  CHOOSE_REFUSED: { target: '#catalogFileModel.idle', actions: 'chooseRefused' },
} as const;

const failing = {
  SERVER_FAIL: { target: 'failed', actions: 'failed' },
  SERVER_REFUSED: { target: 'failed', actions: 'refused' },
} as const;

export const catalogFileModel = setup({
  types: { context: {} as CatalogFileModelContext, events: {} as CatalogFileModelEvent },
  actions: {
    chooseGood: assign({ sendable: true, checked: false }),
    chooseRefused: assign({ sendable: false, checked: false }),
    checked: assign({ checked: true }),
    failed: assign({ retryable: true }),
    refused: assign({ retryable: false }),
  },
  guards: {
    sendable: ({ context }) => context.sendable,
    checked: ({ context }) => context.checked,
    retryable: ({ context }) => context.retryable,
    retryImport: ({ context }) => context.retryable && context.checked,
  },
}).createMachine({
  id: 'catalogFileModel',
  context: { sendable: false, checked: false, retryable: false },
  initial: 'idle',
  states: {
    idle: { on: { ...choosing, CHECK: { guard: 'sendable', target: 'checking' } } },
    checking: { on: { SERVER_OK: { target: 'reported', actions: 'checked' }, ...failing } },
    reported: { on: { ...choosing, IMPORT: 'importing' } },
    importing: { on: { SERVER_OK: 'done', ...failing } },
    done: { on: choosing },
    failed: {
      on: {
        ...choosing,
        RETRY: [
          { guard: 'retryImport', target: 'importing' },
          { guard: 'retryable', target: 'checking' },
        ],
      },
    },
  },
});
