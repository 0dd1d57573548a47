/**
 * What the shopper does on a drawn page before the app has hydrated it (decision 0019).
 *
 * Meanwhile the page is plain HTML and mostly works without the app: links go where they
 * point, the page scrolls, a field takes text and focus, and hydration keeps all of that
 * (it keeps the DOM). Two things need the app, and are handed to it once it is live:
 * - a tap on anything but a link or a text field (a button, a checkbox, a tab) is held
 *   (its default action too: a checkbox does not tick, a form does not submit) and done
 *   again on the same element, which hydration kept;
 * - text typed into a field is the DOM's, not yet the app's state: the field tells the app
 *   of it as React hydrates it (src/ui/useTypedBeforeHydration.ts, decision 0040), and this
 *   hydrates such a field's part at once; the app is told of the focus it missed.
 *
 * Part of the small entry (src/main.tsx installs it before the first paint); src/boot.tsx
 * hands over once hydration has committed.
 */

interface HeldTap {
  target: Element;
  init: MouseEventInit;
}

const held: HeldTap[] = [];
let root: HTMLElement | null = null;

/** What works without the app, so is left alone: links and fields. */
const worksAlone =
  'a[href], input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=reset], [type=image]), textarea, select, summary';
/** Fields that take typed text. */
const textEntry =
  'input:is(:not([type]), [type=text], [type=search], [type=email], [type=tel], [type=url], [type=number], [type=password]), textarea';

function hold(event: MouseEvent): void {
  const target = event.target;
  if (!root || !(target instanceof Element) || !root.contains(target) || target.closest(worksAlone)) return;
  // A label acts through its control: held like a tap on it, unless the control is a text field.
  if (target.closest('label')?.control?.matches(worksAlone)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, detail } = event;
  held.push({
    target,
    init: {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      button: 0,
      clientX,
      clientY,
      screenX,
      screenY,
      ctrlKey,
      shiftKey,
      altKey,
      metaKey,
      detail,
    },
  });
}

/** Starts holding taps on the drawn screen in `drawn` (the page's #root). */
export function holdEarlyTaps(drawn: HTMLElement): void {
  root = drawn;
  // At the document, capturing: ahead of React's own listeners on the root, which hydration attaches.
  document.addEventListener('click', hold, true);
}

/**
 * Tells the hydrated app what happened before it was live: text typed (each field holding
 * some is hydrated now, and tells its owner), every held tap in order (as the mouse events a
 * tap makes), then the focus. Called once, right after hydration's first commit; from then
 * on the app hears everything itself (React hydrates a part an event reaches before it
 * dispatches the event).
 */
export function handOverEarlyInput(): void {
  document.removeEventListener('click', hold, true);
  if (!root) return;

  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(textEntry)) {
    // Text other than the server drew: an event on the field hydrates its part at once (this
    // one changes nothing), rather than when React comes to it, and the field says what it holds.
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  const focused = document.activeElement;
  for (const { target, init } of held.splice(0)) {
    if (!target.isConnected) continue;
    for (const type of ['mousedown', 'mouseup', 'click'])
      target.dispatchEvent(new MouseEvent(type, { ...init, buttons: type === 'mousedown' ? 1 : 0 }));
  }

  // The focus ends where the shopper left it (a replayed tap on a label moves it), and the app hears of it.
  if (focused instanceof HTMLElement && focused !== root && root.contains(focused)) {
    if (document.activeElement === focused)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    else focused.focus({ preventScroll: true });
  }
}
