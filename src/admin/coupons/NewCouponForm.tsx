import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits, textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import * as fieldCss from '#src/ui/field.css';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { couponsKey } from './queries';
import * as css from './coupons.css';

const words = adminTexts.coupons;

/** A day of India as the moment it starts, or (`end`) its last moment. */
const moment = (day: string, end = false) => `${day}T${end ? '23:59:59.999' : '00:00:00'}+05:30`;
const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const blank = () => ({
  code: '',
  kind: 'percent' as 'percent' | 'amount',
  percent: '',
  amount: '',
  cap: '',
  minimum: '0',
  starts: todayInIndia(),
  ends: todayInIndia(),
  usesLimit: '',
  perShopper: '1',
  firstOrderOnly: false,
});

/** A number as typed, or null when left empty (NaN when it is no number: the server says so in words). */
const figure = (text: string) => (text.trim() === '' ? null : Number(text));

/** A new coupon; what was typed stays through a refusal, which is said beside the form and the field it concerns. */
export function NewCouponForm() {
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState(blank);
  const [said, setSaid] = useState<{ tone: 'error' | 'success'; text: string; field?: string }>();
  const set = (change: Partial<ReturnType<typeof blank>>) => setForm((current) => ({ ...current, ...change }));

  const make = useMutation({
    mutationFn: async () => {
      const sent = await adminApi
        .POST('/admin/coupons', {
          body: {
            code: form.code,
            percent: form.kind === 'percent' ? figure(form.percent) : null,
            amount_off: form.kind === 'amount' ? figure(form.amount) : null,
            max_discount: form.kind === 'percent' ? figure(form.cap) : null,
            min_order: figure(form.minimum) ?? 0,
            starts_at: moment(form.starts),
            ends_at: moment(form.ends, true),
            uses_limit: figure(form.usesLimit),
            per_shopper_limit: figure(form.perShopper),
            first_order_only: form.firstOrderOnly,
          },
        })
        .catch(() => null);
      if (!sent) throw new Error(adminTexts.products.saveFailed);
      if (sent.data) return sent.data;
      const error = sent.error as { message?: string; errors?: { field?: string }[] } | undefined;
      throw Object.assign(new Error(error?.message ?? adminTexts.products.saveFailed), {
        field: error?.errors?.[0]?.field,
      });
    },
    onSuccess: async (answer) => {
      setForm(blank());
      setSaid({ tone: 'success', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: couponsKey });
    },
    onError: (error: Error & { field?: string }) =>
      setSaid({ tone: 'error', text: error.message, ...(error.field ? { field: error.field } : {}) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    make.mutate();
  };
  const problemOf = (...fields: string[]) =>
    said?.tone === 'error' && said.field && fields.includes(said.field) ? said.text : undefined;

  return (
    <form className={page.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.panelTitle}>
        {words.newCoupon}
      </h2>
      <div className={css.columns}>
        <FormField
          label={words.code}
          value={form.code}
          maxLength={textLimits.couponCode}
          autoCapitalize="characters"
          error={problemOf('code')}
          onChange={(event) => set({ code: event.target.value })}
        />
        <fieldset className={css.kind}>
          <legend className={fieldCss.label}>{words.kind}</legend>
          {(['percent', 'amount'] as const).map((kind) => (
            <label key={kind} className={css.choice}>
              <input type="radio" name={`${id}-kind`} checked={form.kind === kind} onChange={() => set({ kind })} />
              {kind === 'percent' ? words.kindPercent : words.kindAmount}
            </label>
          ))}
        </fieldset>
        {form.kind === 'percent' ? (
          <>
            <FormField
              label={words.percent}
              type="number"
              inputMode="numeric"
              min={1}
              max={limits.couponPercentMax}
              value={form.percent}
              error={problemOf('percent')}
              onChange={(event) => set({ percent: event.target.value })}
            />
            <FormField
              label={words.cap}
              type="number"
              inputMode="decimal"
              min={0}
              max={limits.priceMax}
              value={form.cap}
              error={problemOf('max_discount')}
              onChange={(event) => set({ cap: event.target.value })}
            />
          </>
        ) : (
          <FormField
            label={words.amount}
            type="number"
            inputMode="decimal"
            min={0}
            max={limits.priceMax}
            value={form.amount}
            error={problemOf('amount_off')}
            onChange={(event) => set({ amount: event.target.value })}
          />
        )}
        <FormField
          label={words.minimum}
          type="number"
          inputMode="decimal"
          min={0}
          max={limits.priceMax}
          value={form.minimum}
          error={problemOf('min_order')}
          onChange={(event) => set({ minimum: event.target.value })}
        />
        <FormField
          label={words.starts}
          type="date"
          value={form.starts}
          error={problemOf('starts_at')}
          onChange={(event) => set({ starts: event.target.value })}
        />
        <FormField
          label={words.ends}
          type="date"
          value={form.ends}
          error={problemOf('ends_at')}
          onChange={(event) => set({ ends: event.target.value })}
        />
        <FormField
          label={words.usesLimit}
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.couponUsesMax}
          value={form.usesLimit}
          error={problemOf('uses_limit')}
          onChange={(event) => set({ usesLimit: event.target.value })}
        />
        <FormField
          label={words.perShopper}
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.couponUsesMax}
          value={form.perShopper}
          error={problemOf('per_shopper_limit')}
          onChange={(event) => set({ perShopper: event.target.value })}
        />
      </div>
      <label className={css.choice}>
        <input
          type="checkbox"
          checked={form.firstOrderOnly}
          onChange={(event) => set({ firstOrderOnly: event.target.checked })}
        />
        {words.firstOrderOnly}
      </label>
      <div className={css.actions}>
        <Button type="submit" disabled={make.isPending} aria-busy={make.isPending}>
          {make.isPending ? words.making : words.make}
        </Button>
        {said && (
          <p
            role={said.tone === 'error' ? 'alert' : 'status'}
            className={said.tone === 'error' ? fieldCss.error : fieldCss.success}
          >
            {said.text}
          </p>
        )}
      </div>
    </form>
  );
}
