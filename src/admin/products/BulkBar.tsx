import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { unwrap } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Said, type Saying } from '../Said';
import { productsKey } from './queries';
import * as css from './products.css';

const words = adminTexts.products;

type Action = keyof typeof words.bulkActions;
type Change = keyof typeof words.bulkChanges;

/**
 * One change to the products chosen on the page (decision 0066): what it will do is said in a sentence, and nothing is
 * sent until that is confirmed. A refusal is shown beside the figure, which stays as typed.
 */
export function BulkBar({
  ids,
  pageIds,
  onSelectPage,
  onDone,
}: {
  ids: number[];
  pageIds: number[];
  onSelectPage: (all: boolean) => void;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action>('publish');
  const [change, setChange] = useState<Change>('up');
  const [figure, setFigure] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<Saying>();
  const moves = action === 'price' || action === 'stock';
  const body = moves ? { ids, action, change, figure } : { ids, action };
  const run = useMutation({
    mutationFn: () => unwrap(adminApi.POST('/admin/products/bulk', { body })),
    onSuccess: async (answer) => {
      setSaid({ tone: 'success', text: answer.message });
      setConfirming(false);
      onDone();
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
    onError: (error) => {
      setSaid({ tone: 'error', text: error.message });
      setConfirming(false);
    },
  });
  const review = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    setConfirming(true);
  };
  const allOnPage = pageIds.length > 0 && pageIds.every((one) => ids.includes(one));
  const error = said?.tone === 'error' ? said.text : undefined;
  return (
    <form className={`${page.panel} ${css.bulk}`} onSubmit={review} noValidate aria-label={words.bulkAction}>
      <label className={css.choice}>
        <input
          type="checkbox"
          className={css.check}
          checked={allOnPage}
          onChange={(event) => onSelectPage(event.target.checked)}
        />
        {words.selectPage}
      </label>
      <span className={page.muted} aria-live="polite">
        {words.selected(ids.length)}
      </span>
      <div className={fieldCss.field}>
        <label className={fieldCss.label} htmlFor={`${id}-action`}>
          {words.bulkAction}
        </label>
        <select
          id={`${id}-action`}
          className={fieldCss.input}
          value={action}
          onChange={(event) => {
            setAction(event.target.value as Action);
            setConfirming(false);
          }}
        >
          {Object.entries(words.bulkActions).map(([key, title]) => (
            <option key={key} value={key}>
              {title}
            </option>
          ))}
        </select>
      </div>
      {moves && (
        <>
          <div className={fieldCss.field}>
            <label className={fieldCss.label} htmlFor={`${id}-change`}>
              {words.bulkChange}
            </label>
            <select
              id={`${id}-change`}
              className={fieldCss.input}
              value={change}
              onChange={(event) => {
                setChange(event.target.value as Change);
                setConfirming(false);
              }}
            >
              {Object.entries(words.bulkChanges).map(([key, title]) => (
                <option key={key} value={key}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldCss.field}>
            <label className={fieldCss.label} htmlFor={`${id}-figure`}>
              {words.bulkFigure}
            </label>
            <input
              id={`${id}-figure`}
              className={fieldCss.input}
              inputMode="decimal"
              maxLength={textLimits.typedFigure}
              value={figure}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-said` : undefined}
              onChange={(event) => {
                setFigure(event.target.value);
                setConfirming(false);
              }}
            />
          </div>
        </>
      )}
      {!confirming && (
        <Button type="submit" tone="secondary" disabled={ids.length === 0 || (moves && figure.trim() === '')}>
          {words.bulkReview}
        </Button>
      )}
      {confirming && (
        <div className={css.choice} role="group" aria-labelledby={`${id}-what`}>
          <p
            id={`${id}-what`}
          >{`${words.bulk(false, action, moves ? change : undefined, figure.trim(), ids.length)}?`}</p>
          <Button type="button" onClick={() => run.mutate()} disabled={run.isPending} aria-busy={run.isPending}>
            {words.bulkConfirm}
          </Button>
          <Button type="button" tone="secondary" onClick={() => setConfirming(false)}>
            {words.bulkCancel}
          </Button>
        </div>
      )}
      <div id={`${id}-said`}>
        <Said said={said} />
      </div>
    </form>
  );
}
