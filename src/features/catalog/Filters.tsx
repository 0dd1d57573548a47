import type { ReactNode } from 'react';
import type { Schemas } from '#openapi/client';
import { catalogTexts } from '#src/ui/copy';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { hasActiveFilter, toggled, withoutFilters, type ListingSearch } from './listingSearch';
import { PriceSlider } from './PriceSlider';
import * as css from './Filters.css';

type Tree = Schemas['AttributeTree'];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={css.check}>
      <input type="checkbox" checked={checked} onChange={onChange} className={css.checkbox} />
      {children}
    </label>
  );
}

/**
 * The listing filters (product §2, §4): sizes as toggle buttons, colours as checkboxes
 * with a swatch, the price range, brands, sub categories and tags. Every choice
 * toggles; `onChange` receives the whole next search, already back on page 1.
 */
export function Filters({
  tree,
  search,
  onChange,
  showSubcategories,
}: {
  tree: Tree;
  search: ListingSearch;
  onChange: (next: ListingSearch) => void;
  showSubcategories: boolean;
}) {
  const change = (patch: Partial<ListingSearch>) => onChange({ ...search, ...patch, page: undefined });
  const isColour = (attribute: Tree['attribute'][number]) => attribute.value.some((v) => v.color);

  return (
    <div className={css.filters} data-testid="filters">
      <div className={css.header}>
        <h2 className={css.heading}>{catalogTexts.filters}</h2>
        {hasActiveFilter(search) ? (
          <button type="button" className={css.clearAll} onClick={() => onChange(withoutFilters(search))}>
            {texts.clearAll}
          </button>
        ) : null}
      </div>

      {tree.attribute.map((attribute) =>
        isColour(attribute) ? (
          <Group key={attribute.id} title={attribute.title}>
            <div className={css.checkList}>
              {attribute.value.map((value) => (
                <Check
                  key={value.id}
                  checked={search.attr?.includes(value.id) ?? false}
                  onChange={() => change({ attr: toggled(search.attr, value.id) })}
                >
                  <span
                    className={css.swatch}
                    style={{ background: value.color ?? 'transparent' }}
                    aria-hidden="true"
                  />
                  {value.value}
                </Check>
              ))}
            </div>
          </Group>
        ) : (
          <Group key={attribute.id} title={attribute.title}>
            <div className={css.toggles}>
              {attribute.value.map((value) => (
                <button
                  key={value.id}
                  type="button"
                  className={css.toggle}
                  aria-pressed={search.attr?.includes(value.id) ?? false}
                  onClick={() => change({ attr: toggled(search.attr, value.id) })}
                >
                  {value.value}
                </button>
              ))}
            </div>
          </Group>
        ),
      )}

      <Group title={catalogTexts.price}>
        <PriceSlider
          // A cleared filter must move the thumbs back, so the slider restarts from the URL.
          key={`${search.min ?? ''}-${search.max ?? ''}`}
          min={search.min ?? limits.priceMin}
          max={search.max ?? limits.priceMax}
          onCommit={([min, max]) =>
            change({ min: min > limits.priceMin ? min : undefined, max: max < limits.priceMax ? max : undefined })
          }
        />
      </Group>

      {tree.brands.length > 0 ? (
        <Group title={catalogTexts.brands}>
          <div className={css.checkList}>
            {tree.brands.map((brand) => (
              <Check
                key={brand.int_glcode}
                checked={search.brand?.includes(brand.int_glcode) ?? false}
                onChange={() => change({ brand: toggled(search.brand, brand.int_glcode) })}
              >
                {brand.var_title}
              </Check>
            ))}
          </div>
        </Group>
      ) : null}

      {showSubcategories && tree.subcategories.length > 0 ? (
        <Group title={catalogTexts.subCategories}>
          <div className={css.checkList}>
            {tree.subcategories.map((sub) => (
              <Check
                key={sub.int_glcode}
                checked={search.sub?.includes(sub.var_slug) ?? false}
                onChange={() => change({ sub: toggled(search.sub, sub.var_slug) })}
              >
                {sub.var_title}
              </Check>
            ))}
          </div>
        </Group>
      ) : null}

      {tree.tags.length > 0 ? (
        <Group title={catalogTexts.tags}>
          <div className={css.checkList}>
            {tree.tags.map((tag) => (
              <Check
                key={tag.int_glcode}
                checked={search.tag?.includes(tag.int_glcode) ?? false}
                onChange={() => change({ tag: toggled(search.tag, tag.int_glcode) })}
              >
                {tag.var_title}
              </Check>
            ))}
          </div>
        </Group>
      ) : null}
    </div>
  );
}
