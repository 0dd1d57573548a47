/**
 * The catalog file from the browser (issue 54, decision 0063): a CSV or a zip chosen, refused at once when it is
 * neither or too large (the server refuses it again); sent and checked, a dry run whose report is the command's (a
 * file with errors fails, the report its words); imported only from a clean report, the same bytes the check read
 * with the options it was asked with (the command's `--prune`, `--set-stock`, `--no-photos`); done, or failed with a
 * retry of the step that failed. Choosing another file starts again from any state but a call's. The products the import changes are
 * Query's: the machine marks them stale once it is in.
 */
import { and, assign, setup } from 'xstate';
import type { Schemas } from '../openapi/client';
import { ApiError, failureMessage } from '../openapi/failure';
import { adminTexts } from '../rules/admin-texts';
import { textLimits } from '../rules/limits';
import { CATALOG_UPLOAD_MAX_BYTES } from '../rules/media';
import { effectActions, noEffects, provided, type QueryKey } from './effects';

/** What the machine knows of a file: the browser's File has these, and the screen's actors send it. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** The command's own options (`--prune`, `--set-stock`, `--no-photos`): the dry run's and then the import's. */
export interface ImportOptions {
  prune: boolean;
  setStock: boolean;
  noPhotos: boolean;
}

export const noOptions: ImportOptions = { prune: false, setStock: false, noPhotos: false };

/** The dry run's answer, and the import's: the command's report and what it counted. */
export type CatalogReport = Schemas['AdminCatalogReport']['data'];

export interface CatalogFileInput {
  /** The products' queries: stale once an import is in. */
  queryKeys: { products: QueryKey };
}

export interface CatalogFileContext extends CatalogFileInput {
  file: ChosenFile | null;
  /** The options the last check was asked with: the import is asked with the same, so it does what the report said. */
  options: ImportOptions;
  /** Why the chosen file is not sent, said before sending. */
  refused: string | undefined;
  checked: CatalogReport | undefined;
  imported: (CatalogReport & { message: string }) | undefined;
  failure: string | undefined;
  /** The failure was the connection's or the shop's, not the file's: the same step may be tried again. */
  retryable: boolean;
}

export type CatalogFileEvent =
  | { type: 'CHOOSE'; file: ChosenFile }
  | { type: 'CHECK'; options: ImportOptions }
  | { type: 'IMPORT' }
  | { type: 'RETRY' };

const words = adminTexts.catalogFile;

/** The file's own refusals (errors in it, not one, too large): trying the same bytes again cannot pass. */
const refusals = [400, 413, 415];

/** Why a file is not sent, or undefined: a .csv or .zip within the limit (what the server takes). */
export function fileRefusal(file: ChosenFile): string | undefined {
  if (!/\.(csv|zip)$/i.test(file.name)) return words.notCatalogFile(file.name);
  if (file.name.length > textLimits.fileName) return words.nameTooLong(textLimits.fileName);
  if (file.size > CATALOG_UPLOAD_MAX_BYTES) return words.tooLarge(file.name, CATALOG_UPLOAD_MAX_BYTES / 1024 / 1024);
  return undefined;
}

const choose = { target: '#catalogFile.idle', actions: 'choose' } as const;

export const catalogFileMachine = setup({
  types: {
    context: {} as CatalogFileContext,
    events: {} as CatalogFileEvent,
    input: {} as CatalogFileInput,
  },
  actors: {
    /** checkAdminCatalog with the file's bytes, provided by the app. */
    check: provided<CatalogReport, { file: ChosenFile; options: ImportOptions }>('check'),
    /** importAdminCatalog with the same bytes, the dry run's hash and its options, provided by the app. */
    importFile: provided<
      CatalogReport & { message: string },
      { file: ChosenFile; sha256: string; options: ImportOptions }
    >('importFile'),
  },
  actions: {
    ...effectActions(noEffects),
    choose: assign(({ event }) =>
      event.type === 'CHOOSE'
        ? {
            file: event.file,
            refused: fileRefusal(event.file),
            checked: undefined,
            imported: undefined,
            failure: undefined,
          }
        : {},
    ),
    fail: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error),
      retryable: !(params.error instanceof ApiError && refusals.includes(params.error.status)),
    })),
    clearFailure: assign({ failure: undefined }),
    takeOptions: assign(({ event }) => (event.type === 'CHECK' ? { options: event.options } : {})),
  },
  guards: {
    sendable: ({ context }) => context.file !== null && context.refused === undefined,
    retryable: ({ context }) => context.retryable,
    importFailed: ({ context }) => context.checked !== undefined,
  },
}).createMachine({
  id: 'catalogFile',
  description: 'A catalog file checked by a dry run, then imported.',
  context: ({ input }) => ({
    ...input,
    file: null,
    options: noOptions,
    refused: undefined,
    checked: undefined,
    imported: undefined,
    failure: undefined,
    retryable: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      description:
        'Choosing a file and how to import it; a file neither CSV nor zip, or too large, is refused here and never sent.',
      on: { CHOOSE: choose, CHECK: { guard: 'sendable', target: 'checking', actions: 'takeOptions' } },
    },
    checking: {
      description: 'The file is sent and dry-run: nothing is written.',
      tags: ['busy'],
      invoke: {
        src: 'check',
        input: ({ context }) => ({ file: context.file!, options: context.options }),
        onDone: { target: 'reported', actions: assign({ checked: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reported: {
      description: "The dry run's report, clean (a file with errors is the server's 400, its report the failure).",
      on: { CHOOSE: choose, IMPORT: 'importing' },
    },
    importing: {
      description: 'The same bytes sent again with the hash the dry run gave; the server imports them.',
      tags: ['busy'],
      invoke: {
        src: 'importFile',
        input: ({ context }) => ({ file: context.file!, sha256: context.checked!.sha256, options: context.options }),
        onDone: {
          target: 'done',
          actions: [
            assign({ imported: ({ event }) => event.output }),
            { type: 'invalidate', params: ({ context }) => ({ queryKey: context.queryKeys.products }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      description: "The import's report; another file may be chosen.",
      on: { CHOOSE: choose },
    },
    failed: {
      description:
        'The check or the import failed, said in words (a file with errors: the report); Try again repeats that step, unless the file itself was refused.',
      on: {
        CHOOSE: choose,
        RETRY: [
          { guard: and(['retryable', 'importFailed']), target: 'importing', actions: 'clearFailure' },
          { guard: 'retryable', target: 'checking', actions: 'clearFailure' },
        ],
      },
    },
  },
});
