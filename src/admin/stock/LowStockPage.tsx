import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { unwrap, type Schemas } from '#openapi/client';
import { limits } from '#rules/limits';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { useAdminNavigate } from '../navigation';
import { Loaded } from '../Loaded';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { lowStockKey, lowStockQuery } from './queries';
import * as css from './stock.css';

const words = adminTexts.stock;

/** The variants low on stock, fewest first, each with its stock to set in place; the filters live in the URL. */
export function LowStockPage({ atMost, q }: { atMost: number | undefined; q: string | undefined }) {
  const query = useQuery(lowStockQuery(atMost, q));
  return (
    <Screen title={words.title}>
      <Filters key={`${atMost ?? ''}|${q ?? ''}`} atMost={atMost} q={q} shownAtMost={query.data?.at_most} />
      <Loaded query={query} isEmpty={(low) => low.data.length === 0} empty={words.none}>
        {(low) => (
          <section className={`${page.panel} ${screen.fits}`} aria-labelledby="low-stock-count">
            <p id="low-stock-count" className={page.muted}>
              {words.shown(low.data.length, low.total)}
            </p>
            <TableFrame label={words.table}>
              <table className={`${page.table} ${screen.narrowTable}`}>
                <TableHead
                  columns={[
                    { label: words.product },
                    { label: words.units, numeric: true },
                    { label: words.newStockColumn },
                  ]}
                />
                <tbody>
                  {low.data.map((variant) => (
                    <VariantRow key={variant.variant_id} variant={variant} />
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </section>
        )}
      </Loaded>
    </Screen>
  );
}

function Filters({ atMost, q, shownAtMost }: { atMost?: number; q?: string; shownAtMost?: number }) {
  const navigate = useAdminNavigate();
  const [units, setUnits] = useState(atMost === undefined ? '' : String(atMost));
  const [text, setText] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate('/stock', { search: { at_most: units.trim() || undefined, q: text.trim() || undefined } });
  };
  return (
    <form className={`${page.panel} ${screen.filters}`} onSubmit={submit} role="search">
      <div className={css.filterField}>
        <FormField
          label={words.atMost}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={shownAtMost === undefined ? undefined : String(shownAtMost)}
          value={units}
          onChange={(event) => setUnits(event.target.value)}
        />
      </div>
      <div className={css.filterField}>
        <FormField
          label={words.search}
          type="search"
          maxLength={limits.searchText}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit">{words.apply}</Button>
    </form>
  );
}

/** One variant: what it is and who waits for it, its units, and its new stock; the server's sentence under the row. */
function VariantRow({ variant }: { variant: Schemas['LowStockVariant'] }) {
  const queryClient = useQueryClient();
  const [units, setUnits] = useState(String(variant.stock));
  const [saved, setSaved] = useState<string>();
  const [stock, setStock] = useState(variant.stock);
  const id = useId();
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.PUT('/admin/stock/{variant_id}', {
          params: { path: { variant_id: variant.variant_id } },
          // Sent as typed: the server says, in a sentence, what a stock level may be.
          body: { stock: units.trim() === '' ? Number.NaN : Number(units) },
        }),
      ),
    onSuccess: (answer) => {
      setSaved(answer.message);
      setStock(answer.data.to);
    },
    // The row stays where it is until the list is read again, so the sentence stays beside its field.
    onSettled: () => queryClient.invalidateQueries({ queryKey: lowStockKey, refetchType: 'none' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    save.mutate();
  };
  const error = save.error?.message;
  const said = error ?? saved;
  return (
    <>
      <tr>
        <td className={said ? screen.cellJoined : page.cell}>
          {variant.product}
          <br />
          <span className={page.muted}>{variant.sku}</span>
          {variant.waiting > 0 && (
            <>
              <br />
              <span className={page.muted}>{words.waiting(variant.waiting)}</span>
            </>
          )}
        </td>
        <td className={said ? screen.numberCellJoined : `${page.cell} ${page.numeric}`}>{stock}</td>
        <td className={said ? screen.cellJoined : page.cell}>
          <form className={css.setter} onSubmit={submit} noValidate>
            <input
              id={id}
              aria-label={words.newStock(variant.sku)}
              className={css.units}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={units}
              onChange={(event) => setUnits(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={said ? `${id}-said` : undefined}
            />
            <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? words.saving : words.save}
            </Button>
          </form>
        </td>
      </tr>
      {said && (
        <tr>
          <td colSpan={3} className={page.cell}>
            <p
              id={`${id}-said`}
              role={error ? 'alert' : 'status'}
              className={`${error ? fieldCss.error : fieldCss.success} ${css.note}`}
            >
              {said}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}
