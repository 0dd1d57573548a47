import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits } from '#rules/limits';
import { rupeeText } from '#rules/rupees';
import { Button, buttonClass } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { FormField } from '#src/ui/FormField';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink, useAdminNavigate } from '../navigation';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { shopUrl } from '../shop-url';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { BulkBar } from './BulkBar';
import { productsQuery } from './queries';
import type { ProductsSearch } from './search';
import * as css from './products.css';

const words = adminTexts.products;

/** The catalog, newest first, narrowed by what the URL says; each product opens in the editor. */
export function ProductsPage({ search }: { search: ProductsSearch }) {
  const query = useQuery({ ...productsQuery(search), placeholderData: (previous) => previous });
  const navigate = useAdminNavigate();
  const page_ = search.page ?? 1;
  // The rows chosen for a bulk change: of this page only, so a new page or filter starts with none.
  const [chosen, setChosen] = useState<{ key: string; ids: number[] }>({ key: '', ids: [] });
  const key = JSON.stringify(search);
  const ids = chosen.key === key ? chosen.ids : [];
  const choose = (next: number[]) => setChosen({ key, ids: next });
  return (
    <Screen title={words.title}>
      <p>
        <AdminLink to="/products/new" className={buttonClass({ tone: 'secondary' })}>
          {words.newProduct}
        </AdminLink>
      </p>
      <Filters key={key} search={search} choices={query.data} />
      <Loaded query={query} isEmpty={(list) => list.data.length === 0} empty={words.none}>
        {(list) => (
          <section className={`${page.panel} ${screen.fits}`} aria-labelledby="products-count">
            <p id="products-count" className={page.muted}>
              {words.shown(list.total)}
            </p>
            <BulkBar
              ids={ids}
              pageIds={list.data.map((product) => product.id)}
              onSelectPage={(all) => choose(all ? list.data.map((product) => product.id) : [])}
              onDone={() => choose([])}
            />
            <TableFrame label={words.table}>
              <table className={page.table}>
                <TableHead
                  columns={[
                    { label: words.selectColumn },
                    { label: words.columns.product },
                    { label: words.columns.category },
                    { label: words.columns.price, numeric: true },
                    { label: words.columns.stock, numeric: true },
                    { label: words.columns.variants, numeric: true },
                  ]}
                />
                <tbody>
                  {list.data.map((product) => (
                    <tr key={product.id}>
                      <td className={`${page.cell} ${css.checkCell}`}>
                        <input
                          type="checkbox"
                          className={css.check}
                          aria-label={words.select(product.title)}
                          checked={ids.includes(product.id)}
                          onChange={(event) =>
                            choose(
                              event.target.checked ? [...ids, product.id] : ids.filter((one) => one !== product.id),
                            )
                          }
                        />
                      </td>
                      <td className={page.cell}>
                        <span className={css.productCell}>
                          <img className={css.thumbCell} src={shopUrl(product.image)} alt="" width={48} height={64} />
                          <span>
                            <AdminLink to="/products/$id" params={{ id: String(product.id) }} className={page.link}>
                              {product.title}
                            </AdminLink>
                            {!product.published && <span className={css.draftBadge}>{words.draft}</span>}
                            <br />
                            <span className={page.muted}>{product.brand}</span>
                          </span>
                        </span>
                      </td>
                      <td className={page.cell}>{product.category.join(' › ')}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{rupeeText(Math.round(product.price * 100))}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{product.stock}</td>
                      <td className={`${page.cell} ${page.numeric}`}>{product.variants}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
            {list.pages > 1 && (
              <nav className={css.pager} aria-label={words.page(page_, list.pages)}>
                <Button
                  tone="secondary"
                  size="sm"
                  disabled={page_ <= 1}
                  onClick={() => void navigate('/products', { search: { ...search, page: page_ - 1 } })}
                >
                  {words.previous}
                </Button>
                <span className={page.muted}>{words.page(page_, list.pages)}</span>
                <Button
                  tone="secondary"
                  size="sm"
                  disabled={page_ >= list.pages}
                  onClick={() => void navigate('/products', { search: { ...search, page: page_ + 1 } })}
                >
                  {words.next}
                </Button>
              </nav>
            )}
          </section>
        )}
      </Loaded>
    </Screen>
  );
}

type Choices = { categories: { id: number; path: string[] }[]; brands: { id: number; title: string }[] };

function Filters({ search, choices }: { search: ProductsSearch; choices: Choices | undefined }) {
  const navigate = useAdminNavigate();
  const [text, setText] = useState(search.q ?? '');
  const [category, setCategory] = useState(search.category ? String(search.category) : '');
  const [brand, setBrand] = useState(search.brand ? String(search.brand) : '');
  const [stock, setStock] = useState<string>(search.stock ?? '');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate('/products', {
      search: {
        q: text.trim() || undefined,
        category: category || undefined,
        brand: brand || undefined,
        stock: stock || undefined,
        status: status || undefined,
      },
    });
  };
  const id = useId();
  const select = (label: string, value: string, set: (value: string) => void, options: [string, string][]) => (
    <div className={`${fieldCss.field} ${css.filterField}`}>
      <label className={fieldCss.label} htmlFor={`${id}-${label}`}>
        {label}
      </label>
      <select
        id={`${id}-${label}`}
        className={fieldCss.input}
        value={value}
        onChange={(event) => set(event.target.value)}
      >
        {options.map(([key, title]) => (
          <option key={key} value={key}>
            {title}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className={`${page.panel} ${screen.filters}`} onSubmit={submit} role="search">
      <div className={css.filterField}>
        <FormField
          label={words.search}
          type="search"
          maxLength={limits.searchText}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {select(words.category, category, setCategory, [
        ['', words.anyCategory],
        ...(choices?.categories ?? []).map(({ id, path }): [string, string] => [String(id), path.join(' › ')]),
      ])}
      {select(words.brand, brand, setBrand, [
        ['', words.anyBrand],
        ...(choices?.brands ?? []).map(({ id, title }): [string, string] => [String(id), title]),
      ])}
      {select(words.stock, stock, setStock, [['', words.anyStock], ...Object.entries(words.stockChoices)])}
      {select(words.status, status, setStatus, [['', words.anyStatus], ...Object.entries(words.statusChoices)])}
      <Button type="submit">{words.apply}</Button>
    </form>
  );
}
