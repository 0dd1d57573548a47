import { useEffect, useRef } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits, textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import type { Draft } from './draft';
import * as css from './products.css';

const words = adminTexts.products;

/**
 * The product's options (Colour, Size…): renamed in place, added up to the import's three, and removed with every
 * variant's value for it. The variants then differ by what remains, or the save says which two no longer do.
 */
export function OptionFields({
  options,
  problems,
  set,
}: {
  options: string[];
  problems: Record<string, string>;
  set: (change: (current: Draft) => Partial<Draft>) => void;
}) {
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the fields have changed: into an option just added, or to "Add" after one removed.
  const focusNext = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    (next === 'add' ? addButton.current : fields.current[next])?.focus();
  });

  const add = () => {
    set((current) => ({
      options: [...current.options, ''],
      variants: current.variants.map((variant) => ({ ...variant, values: [...variant.values, ''] })),
    }));
    focusNext.current = options.length;
  };
  const remove = (n: number) => {
    set((current) => ({
      options: current.options.filter((_, i) => i !== n),
      variants: current.variants.map((variant) => ({ ...variant, values: variant.values.filter((_, i) => i !== n) })),
    }));
    focusNext.current = 'add';
  };

  return (
    <div className={css.optionFields}>
      {options.length > 0 && (
        <div className={css.columns}>
          {options.map((option, n) => (
            <div key={n} className={css.optionField}>
              <FormField
                ref={(input) => {
                  fields.current[n] = input;
                }}
                label={words.optionName(n + 1)}
                value={option}
                maxLength={textLimits.productWord}
                error={problems[`options.${n}`]}
                onChange={(event) => {
                  const name = event.target.value;
                  set((current) => ({ options: current.options.map((o, i) => (i === n ? name : o)) }));
                }}
              />
              <Button size="sm" tone="secondary" onClick={() => remove(n)}>
                {words.removeOption(option || words.optionName(n + 1))}
              </Button>
            </div>
          ))}
        </div>
      )}
      <div>
        <Button ref={addButton} tone="secondary" disabled={options.length >= limits.optionsPerProduct} onClick={add}>
          {words.addOption}
        </Button>
      </div>
    </div>
  );
}
