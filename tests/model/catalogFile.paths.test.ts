/** Every generated path of the catalog file's model, replayed against machines/catalogFile.machine.ts. */
import { expect } from 'vitest';
import {
  catalogFileMachine,
  type CatalogReport,
  type ChosenFile,
  type ImportOptions,
} from '#machines/catalogFile.machine';
import { ApiError } from '#openapi/failure';
import { adminTexts } from '#rules/admin-texts';
import { textLimits } from '#rules/limits';
import { CATALOG_UPLOAD_MAX_BYTES } from '#rules/media';
import { texts } from '#rules/texts';
import { controllablePromise, recordedEffects } from './fakes';
import { models } from './models';
import { describeModel } from './harness';

const products = models.catalogFile.inputs[0]!.queryKeys.products;

/** Each file chosen is new, so a call's file is the last one chosen. */
let chosen = 0;
/** The command's options each check is asked with, in turn: none, each alone, all. */
const optionSets: ImportOptions[] = [
  { prune: false, setStock: false, noPhotos: false },
  { prune: true, setStock: false, noPhotos: false },
  { prune: false, setStock: true, noPhotos: false },
  { prune: false, setStock: false, noPhotos: true },
  { prune: true, setStock: true, noPhotos: true },
];
let checks = 0;
const report = (sha256: string): CatalogReport => ({
  file: 'spring.csv',
  sha256,
  report: 'Dry run of spring.csv (read as UTF-8)',
  errors: 0,
  warnings: 0,
  written: false,
});

function arrange() {
  const check = controllablePromise<CatalogReport, { file: ChosenFile; options: ImportOptions }>();
  const importFile = controllablePromise<
    CatalogReport & { message: string },
    { file: ChosenFile; sha256: string; options: ImportOptions }
  >();
  const effects = recordedEffects();
  const machine = catalogFileMachine.provide({
    actors: { check: check.logic, importFile: importFile.logic },
    actions: effects.actions,
  });
  return { machine, fakes: { check, importFile, effects } };
}

describeModel({
  name: 'catalogFile',
  real: catalogFileMachine,
  ...models.catalogFile,
  arrange,
  drive: {
    CHOOSE_GOOD: ({ actor }) => {
      chosen += 1;
      // At each limit: the largest file, and (every other one) the longest name.
      const name = chosen % 2 ? `spring-${chosen}.CSV` : `${String(chosen).padEnd(textLimits.fileName - 4, 'a')}.zip`;
      actor.send({ type: 'CHOOSE', file: { name, size: CATALOG_UPLOAD_MAX_BYTES } });
    },
    CHOOSE_REFUSED: ({ actor }) => {
      chosen += 1;
      const words = adminTexts.catalogFile;
      const refusals = [
        { file: { name: `spring-${chosen}.xlsx`, size: 10 }, says: words.notCatalogFile(`spring-${chosen}.xlsx`) },
        {
          file: { name: `spring-${chosen}.zip`, size: CATALOG_UPLOAD_MAX_BYTES + 1 },
          says: words.tooLarge(`spring-${chosen}.zip`, CATALOG_UPLOAD_MAX_BYTES / 1024 / 1024),
        },
        {
          file: { name: `${'a'.repeat(textLimits.fileName - 3)}.csv`, size: 10 },
          says: words.nameTooLong(textLimits.fileName),
        },
      ];
      const { file, says } = refusals[chosen % refusals.length]!;
      actor.send({ type: 'CHOOSE', file });
      expect(actor.getSnapshot().context.refused).toBe(says);
    },
    CHECK: ({ actor, fakes }) => {
      const calls = fakes.check.calls.length;
      const options = optionSets[checks++ % optionSets.length]!;
      actor.send({ type: 'CHECK', options });
      const sent = actor.getSnapshot().hasTag('busy');
      expect(fakes.check.calls.slice(calls), 'a refused file is never sent; a sent one with its options').toEqual(
        sent ? [{ file: actor.getSnapshot().context.file, options }] : [],
      );
    },
    IMPORT: ({ actor, fakes }) => {
      actor.send({ type: 'IMPORT' });
      const { file, checked } = actor.getSnapshot().context;
      expect(fakes.importFile.calls.at(-1), 'the file the dry run checked, by its hash, with its options').toEqual({
        file,
        sha256: checked!.sha256,
        options: fakes.check.calls.at(-1)!.options,
      });
    },
    RETRY: ({ actor, fakes }) => {
      const calls = fakes.check.calls.length + fakes.importFile.calls.length;
      const checksBefore = fakes.check.calls.length;
      actor.send({ type: 'RETRY' });
      const again = actor.getSnapshot().hasTag('busy') ? 1 : 0;
      if (fakes.check.calls.length > checksBefore)
        expect(fakes.check.calls.at(-1), 'a check tried again asks as the failed one did').toEqual(
          fakes.check.calls.at(-2),
        );
      const sent = fakes.check.calls.length + fakes.importFile.calls.length;
      expect(sent, 'a failed step is sent again, a refused file not').toBe(calls + again);
      expect(again, 'a retry only after a failure that may pass').toBe(actor.getSnapshot().context.retryable ? 1 : 0);
    },
    SERVER_OK: async ({ actor, fakes }) => {
      const reloads = fakes.effects.invalidations.length;
      if (fakes.check.isPending) {
        await fakes.check.resolve(report(`sha-${chosen}`));
        expect(fakes.effects.invalidations.length, 'a dry run changes nothing to reload').toBe(reloads);
      } else {
        await fakes.importFile.resolve({ ...report(`sha-${chosen}`), written: true, message: 'Imported.' });
        expect(actor.getSnapshot().context.imported?.message).toBe('Imported.');
        expect(fakes.effects.invalidations.slice(reloads), 'the products reload').toEqual([products]);
      }
    },
    SERVER_FAIL: async ({ actor, fakes }) => {
      const pending = fakes.check.isPending ? fakes.check : fakes.importFile;
      const odd = (fakes.check.calls.length + fakes.importFile.calls.length) % 2 === 1;
      await pending.reject(
        odd ? new ApiError(503, 'The shop is briefly unavailable.') : new TypeError('Failed to fetch'),
      );
      expect(actor.getSnapshot().context).toMatchObject({
        failure: odd ? 'The shop is briefly unavailable.' : texts.networkError,
        retryable: true,
      });
    },
    SERVER_REFUSED: async ({ actor, fakes }) => {
      const pending = fakes.check.isPending ? fakes.check : fakes.importFile;
      await pending.reject(new ApiError(400, 'Dry run of spring.csv (read as UTF-8)\n1 error:'));
      expect(actor.getSnapshot().context).toMatchObject({
        failure: 'Dry run of spring.csv (read as UTF-8)\n1 error:',
        retryable: false,
      });
    },
  },
  check: (model, { actor }) => {
    const real = actor.getSnapshot();
    expect(real.hasTag('busy')).toBe(model.matches('checking') || model.matches('importing'));
    if (model.matches('failed')) expect(real.context.failure).toBeDefined();
    else expect(real.context.failure, 'no failure shows outside failed').toBeUndefined();
    expect(real.context.refused === undefined, 'a refusal shows for a refused file only').toBe(
      real.context.file === null || model.context.sendable,
    );
  },
});
