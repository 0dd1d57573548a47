import { valueState, type ProductOption, type Selection, type VariantRow } from '#machines/variant.matrix';
import { catalogTexts } from '#src/ui/copy';
import * as css from './VariantSelectors.css';

/**
 * One group per option: sizes as buttons, colours as swatches. A value that no variant
 * has with the other choices stays focusable and clickable (the machine then moves the
 * other options to the nearest valid combination) and says why it is marked.
 */
export function VariantSelectors({
  options,
  variants,
  selection,
  onSelect,
}: {
  options: ProductOption[];
  variants: VariantRow[];
  selection: Selection;
  onSelect: (index: number, valueId: number) => void;
}) {
  return (
    <div className={css.options}>
      <p id="variant-unavailable" hidden>
        {catalogTexts.unavailable}
      </p>
      <p id="variant-sold-out" hidden>
        {catalogTexts.soldOut}
      </p>
      {options.map((option, index) => {
        const chosen = option.attrs_v.find((value) => value.int_glcode === selection[index]);
        const swatches = option.attrs_v.some((value) => value.colorCode);
        return (
          <fieldset key={option.var_attribute} className={css.group} data-testid={`option-${option.var_attribute}`}>
            <legend className={css.legend}>
              {option.var_attribute}:{' '}
              <span className={css.chosen}>{chosen?.var_title ?? catalogTexts.chooseOption(option.var_attribute)}</span>
            </legend>
            <div className={css.values}>
              {option.attrs_v.map((value) => {
                const state = valueState(variants, selection, index, value.int_glcode);
                const note = !state.available ? 'variant-unavailable' : !state.inStock ? 'variant-sold-out' : undefined;
                return (
                  <button
                    key={value.int_glcode}
                    type="button"
                    className={swatches ? css.swatch : css.size}
                    aria-pressed={selection[index] === value.int_glcode}
                    aria-label={swatches ? value.var_title : undefined}
                    aria-describedby={note}
                    title={
                      note === 'variant-unavailable'
                        ? catalogTexts.unavailable
                        : note
                          ? catalogTexts.soldOut
                          : value.var_title
                    }
                    data-unavailable={!state.available || undefined}
                    data-sold-out={(state.available && !state.inStock) || undefined}
                    onClick={() => onSelect(index, value.int_glcode)}
                  >
                    {swatches ? (
                      <span
                        className={css.swatchColour}
                        style={{ background: value.colorCode ?? 'transparent' }}
                        aria-hidden="true"
                      />
                    ) : (
                      value.var_title
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
