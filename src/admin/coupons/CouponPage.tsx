import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap, type Schemas } from '#openapi/client';
import { adminTexts } from '#rules/admin-texts';
import { rupeeText } from '#rules/rupees';
import { Button } from '#src/ui/Button';
import { Dialog } from '#src/ui/Dialog';
import { adminApi } from '../api';
import { Said, type Saying } from '../Said';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { AdminLink } from '../navigation';
import { Screen } from '../Screen';
import * as screen from '../screen.css';
import { Part } from '../Part';
import { TableFrame } from '../TableFrame';
import { TableHead } from '../TableHead';
import { when } from '../when';
import { couponQuery, couponsKey } from './queries';
import * as css from './coupons.css';
import { minimumText, offText, runsText } from './words';

const words = adminTexts.coupons;

/** One coupon: what it is, pause or resume it, end it (asked first), and the orders placed with it. */
export function CouponPage({ id }: { id: number }) {
  const query = useQuery(couponQuery(id));
  return (
    <Screen title={query.data?.data.code ?? words.title} back={{ to: '/coupons', label: words.back }}>
      <Loaded query={query}>
        {({ data: coupon, uses }) => (
          <>
            <Facts coupon={coupon} />
            <Actions coupon={coupon} />
            <Part title={words.usesTitle} empty={uses.length === 0 && words.noUses}>
              <TableFrame label={words.usesTitle}>
                <table className={`${page.table} ${screen.narrowTable}`}>
                  <TableHead
                    columns={[
                      { label: words.useColumns.order },
                      { label: words.useColumns.shopper },
                      { label: words.useColumns.discount, numeric: true },
                      { label: words.useColumns.when },
                    ]}
                  />
                  <tbody>
                    {uses.map((use) => (
                      <tr key={`${use.order_id ?? 'held'}-${use.at}`}>
                        <td className={page.cell}>
                          {use.order_id === null ? (
                            words.held
                          ) : (
                            <AdminLink
                              to="/orders/$orderId"
                              params={{ orderId: String(use.order_id) }}
                              className={page.link}
                            >
                              {use.order_number}
                            </AdminLink>
                          )}
                        </td>
                        <td className={page.cell}>{use.email}</td>
                        <td className={`${page.cell} ${page.numeric}`}>{rupeeText(Math.round(use.discount * 100))}</td>
                        <td className={page.cell}>{when(use.at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            </Part>
          </>
        )}
      </Loaded>
    </Screen>
  );
}

function Facts({ coupon }: { coupon: Schemas['AdminCoupon'] }) {
  const facts: [string, string][] = [
    [words.columns.state, coupon.state_text],
    [words.details.off, offText(coupon)],
    [words.details.minimum, minimumText(coupon)],
    [words.details.runs, runsText(coupon)],
    [words.details.limits, words.limits(coupon.used, coupon.uses_limit, coupon.per_shopper_limit)],
    [words.details.firstOrder, coupon.first_order_only ? words.yes : words.no],
  ];
  return (
    <section className={page.panel} aria-label={coupon.code}>
      <dl className={css.facts}>
        {facts.map(([term, detail]) => (
          <div key={term} className={css.fact}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Actions({ coupon }: { coupon: Schemas['AdminCoupon'] }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Saying>();
  const [asking, setAsking] = useState(false);
  const path = { coupon_id: coupon.id };
  const done = {
    onSuccess: async (answer: { message: string }) => {
      setSaid({ tone: 'success', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: couponsKey });
    },
    onError: (error: Error) => setSaid({ tone: 'error', text: error.message }),
  };
  const pause = useMutation({
    mutationFn: (paused: boolean) =>
      unwrap(adminApi.PUT('/admin/coupons/{coupon_id}/pause', { params: { path }, body: { paused } })),
    ...done,
  });
  const end = useMutation({
    mutationFn: () => unwrap(adminApi.POST('/admin/coupons/{coupon_id}/end', { params: { path } })),
    ...done,
    onSettled: () => setAsking(false),
  });
  if (coupon.state === 'ended') return <Said said={said} />;
  const paused = coupon.state === 'paused';
  return (
    <div className={css.actions}>
      <Button tone="secondary" disabled={pause.isPending} onClick={() => pause.mutate(!paused)}>
        {paused ? words.resume : words.pause}
      </Button>
      <Dialog.Root open={asking} onOpenChange={setAsking}>
        <Dialog.Trigger asChild>
          <Button tone="secondary">{words.end}</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>{words.end}</Dialog.Title>
          <Dialog.Description>{words.confirmEnd(coupon.code)}</Dialog.Description>
          <Dialog.Actions>
            <Dialog.Close asChild>
              <Button tone="secondary">{adminTexts.coupons.no}</Button>
            </Dialog.Close>
            <Button disabled={end.isPending} onClick={() => end.mutate()}>
              {words.end}
            </Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
      <Said said={said} />
    </div>
  );
}
