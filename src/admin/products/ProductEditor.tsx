import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits, textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { FormField } from '#src/ui/FormField';
import { OptionFields } from './OptionFields';
import { RichTextField } from '../rich-text/RichTextField';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { TextArea } from '../TextArea';
import { MoveButtons } from '../MoveButtons';
import { SaveStatus } from '../SaveStatus';
import { problemsOf, saved } from '../save';
import { shopUrl } from '../shop-url';
import { changedFields, draftOf, type AdminProduct, type Draft } from './draft';
import { PhotosPanel } from './PhotosPanel';
import { ProductPreview, type DrawnPreview } from './ProductPreview';
import { productQuery, productsKey } from './queries';
import * as css from './products.css';

const words = adminTexts.products;

/** One product to edit: loaded, then its editor, which keeps what was typed whatever the save's answer. */
export function ProductPage({ id }: { id: number }) {
  const query = useQuery(productQuery(id));
  return (
    <Screen title={query.data?.title ?? words.title} back={{ to: '/products', label: words.back }}>
      <Loaded query={query}>{(product) => <ProductEditor product={product} />}</Loaded>
    </Screen>
  );
}

type Problems = Record<string, string>;

function ProductEditor({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  // The product the editor opened: what a save names, and what a refusal is compared with.
  const [opened, setOpened] = useState(product);
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [problems, setProblems] = useState<Problems>({});
  const [said, setSaid] = useState<{ tone: 'error' | 'success'; text: string; notes?: string[] }>();
  const [conflict, setConflict] = useState<string[]>();
  const [drawn, setDrawn] = useState<DrawnPreview | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const previewButton = useRef<HTMLButtonElement>(null);

  const save = useMutation({
    mutationFn: async () => {
      return saved(
        adminApi.PUT('/admin/products/{product_id}', {
          params: { path: { product_id: opened.id } },
          body: { version: opened.version, product: draft },
        }),
        words.saveFailed,
      );
    },
    onSuccess: async (answer) => {
      setOpened(answer.data);
      setDraft(draftOf(answer.data));
      setProblems({});
      setConflict(undefined);
      setSaid({ tone: 'success', text: answer.message, notes: answer.notes });
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
    onError: async (error: Error & { status?: number }) => {
      setProblems(problemsOf(error, 'product'));
      setSaid({ tone: 'error', text: error.message });
      if (error.status === 409) {
        // Shown what the other save changed; what was typed here stays, to save over it once read.
        const fresh = await queryClient.fetchQuery({ ...productQuery(opened.id), staleTime: 0 });
        setConflict(changedFields(opened, fresh));
        setOpened(fresh);
      }
    },
    onSettled: () => status.current?.focus(),
  });

  // Drawn from the draft as it is now; nothing saved. Refused, its problems show on their fields as a save's would.
  const preview = useMutation({
    mutationFn: async () => {
      const answer = await saved(
        adminApi.POST('/admin/products/{product_id}/preview', {
          params: { path: { product_id: opened.id } },
          body: { product: draft },
        }),
        words.previewFailed,
      );
      return { ...answer, title: draft.title };
    },
    onMutate: () => setSaid(undefined),
    onSuccess: (answer) => {
      setProblems({});
      setDrawn(answer);
    },
    onError: (error: Error) => {
      setProblems(problemsOf(error, 'product'));
      setSaid({ tone: 'error', text: error.message });
      status.current?.focus();
    },
  });

  const set = (change: Partial<Draft> | ((current: Draft) => Partial<Draft>)) =>
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  const setVariant = (index: number, change: Partial<Draft['variants'][number]>) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant, i) => (i === index ? { ...variant, ...change } : variant)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    save.mutate();
  };

  return (
    <form className={css.editor} onSubmit={submit} noValidate aria-label={words.edit(opened.title)}>
      <SaveStatus
        ref={status}
        said={said}
        conflict={conflict && { changed: words.changedFields(conflict), kept: words.keptTyping }}
      >
        {said?.notes && said.notes.length > 0 && (
          <ul aria-label={words.notes} className={css.notes}>
            {said.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </SaveStatus>

      <section className={page.panel} aria-labelledby="product-words">
        <h2 id="product-words" className={page.panelTitle}>
          {words.about}
        </h2>
        <FormField
          label={words.fields.title}
          value={draft.title}
          maxLength={textLimits.productTitle}
          error={problems.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <div className={css.choice}>
          <label className={css.choice}>
            <input
              type="checkbox"
              role="switch"
              checked={draft.published}
              aria-describedby="product-published-hint"
              onChange={(event) => set({ published: event.target.checked })}
            />
            {words.published}
          </label>
          <span id="product-published-hint" className={page.muted}>
            {words.publishedHint}
          </span>
        </div>
        <RichTextField
          label={words.fields.description_html}
          hint={words.descriptionHint}
          value={draft.description_html}
          maxLength={textLimits.productDescription}
          error={problems.description_html}
          onChange={(description_html) => set({ description_html })}
        />
        <div className={css.columns}>
          <FormField
            label={words.fields.brand}
            value={draft.brand}
            maxLength={textLimits.productWord}
            error={problems.brand}
            onChange={(event) => set({ brand: event.target.value })}
          />
          <FormField
            label={words.fields.tags}
            value={draft.tags.join(', ')}
            placeholder={words.tagsHint}
            error={problems.tags}
            onChange={(event) =>
              set({
                tags: event.target.value
                  .split(',')
                  .map((tag) => tag.trimStart())
                  .slice(0, limits.tagsPerProduct),
              })
            }
          />
        </div>
        <fieldset className={css.group}>
          <legend className={fieldCss.label}>{words.fields.category}</legend>
          <div className={css.columns}>
            {Array.from({ length: limits.categoryLevels }, (_, level) => (
              <FormField
                key={level}
                label={words.categoryLevel(level)}
                value={draft.category[level] ?? ''}
                maxLength={textLimits.productWord}
                error={level === 0 ? problems.category : undefined}
                onChange={(event) => {
                  const category = Array.from({ length: limits.categoryLevels }, (_, i) =>
                    i === level ? event.target.value : (draft.category[i] ?? ''),
                  );
                  set({ category: category[2] ? category : category.slice(0, 2) });
                }}
              />
            ))}
          </div>
        </fieldset>
      </section>

      <VariantsPanel draft={draft} problems={problems} setVariant={setVariant} set={set} />

      <PhotosPanel draft={draft} problems={problems} set={set} setVariant={setVariant} />

      <section className={page.panel} aria-labelledby="product-seo">
        <h2 id="product-seo" className={page.panelTitle}>
          {words.fields.seo}
        </h2>
        <FormField
          label={words.metaTitle}
          value={draft.meta_title}
          maxLength={textLimits.productWord}
          error={problems.meta_title}
          onChange={(event) => set({ meta_title: event.target.value })}
        />
        <TextArea
          label={words.metaDescription}
          value={draft.meta_description}
          maxLength={textLimits.metaDescription}
          error={problems.meta_description}
          onChange={(meta_description) => set({ meta_description })}
        />
        <FormField
          label={words.fields.hsn}
          value={draft.hsn}
          inputMode="numeric"
          maxLength={textLimits.typedFigure}
          placeholder={words.hsnHint}
          error={problems.hsn}
          onChange={(event) => set({ hsn: event.target.value })}
        />
      </section>

      <div className={css.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </Button>
        {/* Not disabled while it draws: the button keeps the focus the dialog gives back when it closes. */}
        <Button
          ref={previewButton}
          tone="secondary"
          aria-busy={preview.isPending}
          onClick={() => {
            if (!preview.isPending) preview.mutate();
          }}
        >
          {preview.isPending ? words.previewing : words.preview}
        </Button>
        <a className={page.link} href={shopUrl(`/product/${opened.slug}`)}>
          {words.view}
        </a>
      </div>
      <ProductPreview shown={drawn} close={() => setDrawn(null)} opener={previewButton} />
    </form>
  );
}

function VariantsPanel({
  draft,
  problems,
  setVariant,
  set,
}: {
  draft: Draft;
  problems: Problems;
  setVariant: (index: number, change: Partial<Draft['variants'][number]>) => void;
  set: (change: Partial<Draft> | ((current: Draft) => Partial<Draft>)) => void;
}) {
  const moveVariant = (from: number, to: number) =>
    set((current) => {
      const variants = [...current.variants];
      const [variant] = variants.splice(from, 1);
      variants.splice(to, 0, variant!);
      return { variants };
    });
  const known = [...new Set([...draft.photos, ...draft.variants.flatMap((v) => (v.image ? [v.image] : []))])];
  const columns = [
    ...draft.options.map((option, n) => ({ label: option || words.optionName(n + 1) })),
    { label: words.sku },
    { label: words.price, numeric: true },
    { label: words.compareAt, numeric: true },
    { label: words.units, numeric: true },
    { label: words.ownPhoto },
    { label: words.variantOrder },
  ];
  const problemIn = Object.keys(problems).some((field) => field.startsWith('variants.'));
  return (
    <section className={`${page.panel} ${screen.fits}`} aria-labelledby="product-variants">
      <h2 id="product-variants" className={page.panelTitle}>
        {words.fields.variants}
      </h2>
      <OptionFields options={draft.options} problems={problems} set={set} />
      {problemIn && <p className={fieldCss.error}>{words.variantProblems}</p>}
      <TableFrame label={words.variantsTable}>
        <table className={`${page.table} ${css.variantsTable}`}>
          <TableHead columns={columns} />
          <tbody>
            {draft.variants.map((variant, index) => {
              const name = words.variantName(variant.values, index + 1);
              const cell = (
                field: string,
                label: string,
                value: string,
                change: (value: string) => void,
                wide = false,
              ) => {
                const problem = problems[`variants.${index}.${field}`];
                const id = `variant-${index}-${field.replace('.', '-')}`;
                return (
                  <td className={page.cell}>
                    <input
                      id={id}
                      className={`${css.cellInput} ${field === 'sku' ? css.skuInput : wide ? '' : css.figureInput}`}
                      aria-label={words.variantField(label, name)}
                      value={value}
                      maxLength={wide ? textLimits.productWord : textLimits.typedFigure}
                      inputMode={wide ? undefined : 'decimal'}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-problem` : undefined}
                      onChange={(event) => change(event.target.value)}
                    />
                    {problem && (
                      <p id={`${id}-problem`} className={`${fieldCss.error} ${css.cellProblem}`}>
                        {problem}
                      </p>
                    )}
                  </td>
                );
              };
              return (
                <tr key={index}>
                  {draft.options.map((option, n) =>
                    cell(
                      `values.${n}`,
                      option || words.optionName(n + 1),
                      variant.values[n] ?? '',
                      (value) => setVariant(index, { values: variant.values.map((v, i) => (i === n ? value : v)) }),
                      true,
                    ),
                  )}
                  {cell('sku', words.cellNames.sku, variant.sku, (sku) => setVariant(index, { sku }), true)}
                  {cell('price', words.cellNames.price, variant.price, (price) => setVariant(index, { price }))}
                  {cell('compare_at', words.cellNames.compare_at, variant.compare_at, (compare_at) =>
                    setVariant(index, { compare_at }),
                  )}
                  {cell('stock', words.cellNames.stock, variant.stock, (stock) => setVariant(index, { stock }))}
                  <td className={page.cell}>
                    <select
                      className={css.cellInput}
                      aria-label={words.variantField(words.cellNames.image, name)}
                      value={variant.image ?? ''}
                      onChange={(event) => {
                        const image = event.target.value || null;
                        setVariant(index, { image });
                        // Shown first for this variant alone: no longer one every variant shows.
                        if (image) set({ photos: draft.photos.filter((photo) => photo !== image) });
                      }}
                    >
                      <option value="">{words.noOwnPhoto}</option>
                      {known.map((url, n) => (
                        <option key={url} value={url}>
                          {words.photoAlt(n + 1)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={page.cell}>
                    <MoveButtons
                      at={index}
                      count={draft.variants.length}
                      names={{
                        earlier: words.variantEarlier(name),
                        later: words.variantLater(name),
                        remove: words.removeVariant(name),
                      }}
                      move={moveVariant}
                      remove={() => set((current) => ({ variants: current.variants.filter((_, i) => i !== index) }))}
                      // A product has a variant at least: the last one is not offered for removal.
                      removable={draft.variants.length > 1}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      <div>
        <Button
          tone="secondary"
          disabled={draft.variants.length >= limits.variantsPerProduct}
          onClick={() =>
            set((current) => ({
              variants: [
                ...current.variants,
                {
                  sku: '',
                  values: current.options.map(() => ''),
                  price: '',
                  compare_at: '',
                  stock: '0',
                  stock_read: null,
                  image: null,
                },
              ],
            }))
          }
        >
          {words.addVariant}
        </Button>
      </div>
    </section>
  );
}
