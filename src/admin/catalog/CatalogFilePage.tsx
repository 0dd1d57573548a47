import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { effectActions, noEffects } from '#machines/effects';
import {
  catalogFileMachine,
  noOptions,
  type CatalogReport,
  type ChosenFile,
  type ImportOptions,
} from '#machines/catalogFile.machine';
import { adminTexts } from '#rules/admin-texts';
import { CATALOG_UPLOAD_TYPES } from '#rules/media';
import { Button, buttonClass } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import * as page from '../admin-page.css';
import * as parts from '../parts.css';
import { Screen } from '../Screen';
import { sendFile } from '../send-file';
import * as screen from '../screen.css';
import * as css from './catalog.css';

const words = adminTexts.catalogFile;

/** The type a file is sent as, by its name: browsers type a CSV or a zip differently (or not at all). */
const typeOf = (file: ChosenFile) => (/\.zip$/i.test(file.name) ? 'application/zip' : 'text/csv');

/** The query's words for the command's options: only those asked for. */
const optionParams = (options: ImportOptions) => ({
  ...(options.prune && { prune: 'true' }),
  ...(options.setStock && { set_stock: 'true' }),
  ...(options.noPhotos && { no_photos: 'true' }),
});

const optionNames = ['prune', 'setStock', 'noPhotos'] as const;

/** The answer's data, as the contract gives it. */
const reportOf = (body: unknown) => (body as { data: CatalogReport }).data;

/**
 * A catalog file chosen, checked by a dry run whose report is the command's, then imported as the same bytes; and the
 * whole catalog downloaded as the export writes it. The flow is machines/catalogFile.machine.ts.
 */
export function CatalogFilePage() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [share, setShare] = useState(0);
  const [options, setOptions] = useState<ImportOptions>(noOptions);
  const send = (path: string, file: ChosenFile) => {
    setShare(0);
    return sendFile(path, file as File, typeOf(file), setShare);
  };
  const [state, sendEvent] = useMachine(
    catalogFileMachine.provide({
      actors: {
        check: fromPromise(async ({ input }: { input: { file: ChosenFile; options: ImportOptions } }) => {
          const query = new URLSearchParams({ file_name: input.file.name, ...optionParams(input.options) });
          return reportOf(await send(`/admin/catalog/check?${query}`, input.file));
        }),
        importFile: fromPromise(
          async ({ input }: { input: { file: ChosenFile; sha256: string; options: ImportOptions } }) => {
            const query = new URLSearchParams({
              file_name: input.file.name,
              checked: input.sha256,
              ...optionParams(input.options),
            });
            const body = await send(`/admin/catalog/import?${query}`, input.file);
            return { ...reportOf(body), message: (body as { message: string }).message };
          },
        ),
      },
      actions: effectActions({
        ...noEffects,
        invalidate: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
      }),
    }),
    { input: { queryKeys: { products: ['admin', 'products'] } } },
  );
  const { file, refused, checked, imported, failure } = state.context;
  const busy = state.hasTag('busy');

  return (
    <Screen title={words.title}>
      <section className={`${page.panel} ${screen.fits}`} aria-labelledby="catalog-import">
        <h2 id="catalog-import" className={page.panelTitle}>
          {words.importTitle}
        </h2>
        <p className={page.muted}>{words.intro}</p>
        <form
          className={css.form}
          onSubmit={(event) => {
            event.preventDefault();
            sendEvent({ type: 'CHECK', options });
          }}
        >
          <label htmlFor={inputId}>{words.choose}</label>
          <input
            id={inputId}
            type="file"
            accept={['.csv', '.zip', ...CATALOG_UPLOAD_TYPES].join(',')}
            disabled={busy}
            aria-describedby={refused ? `${inputId}-refused` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) sendEvent({ type: 'CHOOSE', file: chosen });
            }}
          />
          {refused && (
            <p id={`${inputId}-refused`} role="alert" className={fieldCss.error}>
              {refused}
            </p>
          )}
          {/* Chosen before the check; the import is asked with what the report was. */}
          <fieldset className={css.options} disabled={!state.matches('idle')}>
            <legend className={css.legend}>{words.optionsLegend}</legend>
            {optionNames.map((name) => (
              <div key={name}>
                <label className={css.option}>
                  <input
                    type="checkbox"
                    checked={options[name]}
                    aria-describedby={name === 'prune' ? `${inputId}-prune` : undefined}
                    onChange={(event) => setOptions((now) => ({ ...now, [name]: event.target.checked }))}
                  />
                  {words[name]}
                </label>
                {name === 'prune' && (
                  <p id={`${inputId}-prune`} className={`${page.muted} ${css.hint}`}>
                    {words.pruneHint}
                  </p>
                )}
              </div>
            ))}
          </fieldset>
          {/* Offered for a file the server takes, before it is checked. */}
          {state.matches('idle') && file && !refused && <Button type="submit">{words.check}</Button>}
        </form>
        {busy && (
          <label className={page.muted}>
            {state.matches('checking') ? words.checking(share) : words.importing(share)}
            <progress className={css.progress} max={1} value={share} />
          </label>
        )}
        {state.matches('reported') && checked && (
          <div className={css.form}>
            <h3 className={page.panelTitle}>{words.reportTitle}</h3>
            <pre className={parts.textBlock}>{checked.report}</pre>
            <div className={parts.actions}>
              <Button onClick={() => sendEvent({ type: 'IMPORT' })}>{words.importIt}</Button>
              {/* The same file chosen again: back to the options, the report set aside. */}
              <Button tone="secondary" onClick={() => file && sendEvent({ type: 'CHOOSE', file })}>
                {words.changeOptions}
              </Button>
            </div>
          </div>
        )}
        {state.matches('done') && imported && (
          <div className={css.form}>
            <p role="status" className={fieldCss.success}>
              {imported.message}
            </p>
            <h3 className={page.panelTitle}>{words.importedTitle}</h3>
            <pre className={parts.textBlock}>{imported.report}</pre>
          </div>
        )}
        {state.matches('failed') && (
          <div className={css.form}>
            <pre role="alert" className={parts.textBlock}>
              {failure}
            </pre>
            {/* A file the server refused is the same file again: only another is offered. */}
            {state.context.retryable ? (
              <Button tone="secondary" onClick={() => sendEvent({ type: 'RETRY' })}>
                {words.retry}
              </Button>
            ) : (
              <p className={page.muted}>{words.chooseAnother}</p>
            )}
          </div>
        )}
      </section>
      <section className={`${page.panel} ${screen.fits}`} aria-labelledby="catalog-export">
        <h2 id="catalog-export" className={page.panelTitle}>
          {words.exportTitle}
        </h2>
        <p className={page.muted}>{words.exportIntro}</p>
        <div className={parts.actions}>
          {/* The browser saves the stream as it comes, under the server's filename. */}
          <a className={buttonClass({ tone: 'secondary' })} href="/api/v1/admin/catalog/export" download>
            {words.download}
          </a>
        </div>
      </section>
    </Screen>
  );
}
