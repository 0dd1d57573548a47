import { adminTexts } from '#rules/admin-texts';
import { limits, textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { FormField } from '#src/ui/FormField';
import { OptionFields } from './OptionFields';
import { RichTextField } from '../rich-text/RichTextField';
import * as page from '../admin-page.css';
import * as screen from '../screen.css';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { TextArea } from '../TextArea';
import { MoveButtons } from '../MoveButtons';
import type { Draft } from './draft';
import { PhotosPanel } from './PhotosPanel';
import * as css from './products.css';

const words = adminTexts.products;

/** A field's words from a refusal, by its place in the body (`variants.1.price`). */
export type Problems = Record<string, string>;
export type SetDraft = (change: Partial<Draft> | ((current: Draft) => Partial<Draft>)) => void;
export type SetVariant = (index: number, change: Partial<Draft['variants'][number]>) => void;

/** Everything the import reads of a product, as the editor and the new product's form show it. */
export function ProductFields({
  draft,
  problems,
  set,
  setVariant,
}: {
  draft: Draft;
  problems: Problems;
  set: SetDraft;
  setVariant: SetVariant;
}) {
  return (
    <>
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
    </>
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
  setVariant: SetVariant;
  set: SetDraft;
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
