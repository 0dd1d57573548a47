/**
 * The order replay's driver: one order model path (a generated one from
 * tests/model/order.ui-paths.ts, or one of a tester's own from `pathFrom`), replayed against
 * the real order detail screen in Chromium on the real server, on a fresh shopper's fresh
 * order in the path's starting status. The order calls are held with page.route so the
 * model's SERVER_OK / SERVER_FAIL happen exactly when the path says: an OK is the real
 * server's answer, a failure a lost connection. The page's clock is the test's: the order
 * goes stale when the path says, and a toast stays until read. The replay runs at desktop
 * width (`replayTags`); the screen's own spec covers both widths. model-order.spec.ts
 * replays the generated paths through it.
 */
import type { Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { texts } from '#rules/texts';
import type { OrderInput } from '#machines/order.machine';
import type { ReplayPath } from '../model/paths';
import { orderModel, type ModelItem } from '../model/order.model';
import { expect } from './support/fixtures';
import { holdPosts } from './support/heldRequests';
import { signInWithToken } from './support/login';
import { advance, freshOrder, orderScreen } from './support/orders';
import { shownOnPausedClock } from './support/pausedClock';
import type { ReplayFixtures } from './support/replay';

type ModelState = SnapshotFrom<typeof orderModel>;

const lineOf: Record<ModelItem, number> = { first: 0, second: 1 };
const atStep = { A: 'Received', D: 'Delivered', C: 'Cancelled', R: 'Returned' } as const;

const forms = {
  cancel: ['confirming', 'cancelling', 'failed'],
  returning: ['editing', 'submitting', 'failed'],
  reviewing: ['editing', 'submitting', 'failed'],
} as const;
const dialogOf = (state: ModelState) =>
  (Object.keys(forms) as (keyof typeof forms)[]).find((form) =>
    forms[form].some((sub) => state.matches({ [form]: sub } as never)),
  );

async function expectScreen(page: Page, state: ModelState) {
  const screen = orderScreen(page);
  const { status, returned } = state.context;
  const returnedLines = Number(returned.first) + Number(returned.second);
  // The order reaches the screen through Query, whose news waits on the page's clock.
  await shownOnPausedClock(page, screen.currentStep.filter({ hasText: new RegExp(`${atStep[status]}$`) }));
  if (returnedLines > 0) await shownOnPausedClock(page, screen.returnedNotes.nth(returnedLines - 1));
  await expect(screen.returnedNotes).toHaveCount(returnedLines);
  const dialog = dialogOf(state);
  if (!dialog) {
    await expect(screen.dialog).toBeHidden();
    await expect(screen.cancelOrder).toHaveCount(status === 'A' ? 1 : 0);
    await expect(screen.printInvoice).toHaveCount(status === 'D' ? 1 : 0);
    await expect(screen.reviewButtons).toHaveCount(status === 'D' ? 2 : 0);
    for (const item of ['first', 'second'] as const) {
      await expect(screen.lines.nth(lineOf[item]).getByRole('button', { name: /^Return Product/ })).toHaveCount(
        status === 'D' && !returned[item] ? 1 : 0,
      );
    }
    return;
  }
  // The forms' dialog loads on first use, and React reveals it on a timer.
  await shownOnPausedClock(page, screen.dialog);
  const busy = state.matches({ [dialog]: dialog === 'cancel' ? 'cancelling' : 'submitting' } as never);
  await expect(screen.dialog.getByRole('button', { name: /Sending…|Cancelling…/ })).toHaveCount(busy ? 1 : 0);
  await expect(screen.dialogAlert).toHaveCount(state.matches({ [dialog]: 'failed' } as never) ? 1 : 0);
}

/** How long the order screen's data stays fresh (src/features/orders/queries.ts). */
const ORDER_STALE_MS = 10_000;

/** The widths an order replay runs at. */
export const replayTags = ['@desktop'];

/** Replays one order model path on the order detail screen, checking the screen after every step. */
export async function replayPath(
  { page, request, consoleErrors }: ReplayFixtures,
  { input, path }: ReplayPath<typeof orderModel>,
) {
  const status = (input as OrderInput).order.chr_status as 'A' | 'D' | 'C';
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  const fresh = await freshOrder(request, { lines: 2, status: status === 'C' ? 'A' : status });
  if (status === 'C') {
    const cancelled = await request.put(`api/v1/orders/${fresh.id}/cancel`, {
      headers: { Authorization: `Bearer ${fresh.token}` },
    });
    expect(cancelled.ok()).toBe(true);
  }
  const screen = orderScreen(page);
  await page.clock.install();
  await signInWithToken(page, fresh.token, `/orderdetail/${fresh.id}`);
  await expect(screen.currentStep).toBeVisible();
  // From here the page's time moves only when the path says.
  await page.clock.pauseAt(Date.now() + 1000);
  const server = await holdPosts(page, [`orders/${fresh.id}/cancel`, 'return', 'review'], ['PUT', 'POST']);
  await expectScreen(page, path.steps[0]!.state);
  let typed = 0;
  let stars = 0;
  for (const step of path.steps.slice(1)) {
    const event = step.event;
    const form = screen.dialog;
    switch (event.type) {
      case 'ORDER_LOADED': {
        // Meanwhile the shop delivers the order and the shopper returns its second line in another tab.
        for (let i = 0; i < 3; i++) await advance(request, fresh.id);
        const line = fresh.order.fk_product_arr[1]!;
        const back = await request.put('api/v1/return', {
          headers: { Authorization: `Bearer ${fresh.token}` },
          data: {
            fk_product: line.int_glcode,
            fk_variant: line.variants.int_glCode,
            return_text: 'Changed my mind',
            order_id: fresh.id,
          },
        });
        expect(back.ok()).toBe(true);
        // Coming back to the tab reloads the order once it is stale.
        await page.clock.fastForward(ORDER_STALE_MS);
        await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
        break;
      }
      case 'CANCEL_ORDER':
        await screen.cancelOrder.click();
        break;
      case 'RETURN_PRODUCT':
        await screen.lines
          .nth(lineOf[event.item])
          .getByRole('button', { name: /^Return Product/ })
          .click();
        break;
      case 'GIVE_REVIEW':
        await screen.lines
          .nth(lineOf[event.item])
          .getByRole('button', { name: /^Give a Review/ })
          .click();
        break;
      case 'PRINT_INVOICE': {
        // The answer, not the tab's address: a browser without a PDF viewer (the headless shell) downloads it.
        const invoice = page
          .context()
          .waitForEvent('response', (r) => new URL(r.url()).pathname.startsWith('/api/v1/invoice/'));
        const tab = page.waitForEvent('popup');
        await screen.printInvoice.click();
        const opened = await tab;
        expect(new URL((await invoice).url()).pathname).toMatch(new RegExp(`/api/v1/invoice/[^/]+/${fresh.id}$`));
        await opened.close();
        break;
      }
      // Each fill types something new: retyping the same text, or checking the stars already checked, is no change at all.
      case 'TYPE_VALID':
        typed += 1;
        if (step.state.matches('returning'))
          await form.getByLabel('Why are you returning it?').fill(`Too small (${typed})`);
        else {
          stars = stars === 4 ? 5 : 4;
          await form.getByRole('radio', { name: `${stars} stars` }).check();
          await form.getByLabel('Your review (optional)').fill(`Lovely fabric (${typed}).`);
        }
        break;
      case 'TYPE_INVALID':
        typed += 1;
        if (step.state.matches('returning')) await form.getByLabel('Why are you returning it?').fill(' '.repeat(typed));
        else await form.getByLabel('Your review (optional)').fill(`No stars yet (${typed})`);
        break;
      case 'TYPE_TEXT':
        typed += 1;
        await form.getByLabel('Your review (optional)').fill(`Runs small (${typed})`);
        break;
      case 'CONFIRM':
      case 'SUBMIT':
        await form.getByRole('button', { name: /^(Cancel Order|Return Product|Send review|Try again)$/ }).click();
        break;
      case 'DISMISS':
        await form.getByRole('button', { name: /^(Keep order|Close)$/ }).click();
        break;
      case 'SERVER_OK': {
        const reviewing = form.getByRole('radio');
        const thanks = (await reviewing.count()) > 0;
        const answer = page.waitForResponse(
          (r) => ['PUT', 'POST'].includes(r.request().method()) && /\/(cancel|return|review)$/.test(r.url()),
        );
        // On the paused clock an earlier toast stays: a second return says the same words again.
        // The open dialog hides the rest of the page from roles meanwhile, toasts included.
        const toastsBefore = await page
          .getByRole('region', { name: /Notifications \(top-center\)/, includeHidden: true })
          .getByRole('listitem', { includeHidden: true })
          .allInnerTexts();
        await server.pass();
        const message = thanks ? texts.reviewThanks : ((await (await answer).json()) as { message: string }).message;
        const alike = toastsBefore.filter((text) => text.includes(message)).length;
        await shownOnPausedClock(page, screen.toast.filter({ hasText: message }).nth(alike));
        await expect(screen.toast.filter({ hasText: message })).toHaveCount(alike + 1);
        break;
      }
      case 'SERVER_FAIL':
        await server.cut();
        await expect(screen.dialogAlert).toHaveText(texts.networkError);
        break;
      default:
        throw new Error(`no UI step for ${(event as { type: string }).type}`);
    }
    await expectScreen(page, step.state);
  }
}
