import { texts } from '#rules/texts';
import type { OrderStatus } from '#rules/orders';
import { orderTexts } from '#src/ui/copy';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './OrderStepper.css';
import { stepsOf } from './stepper';

/** Where the order is along its way (product §4); the current step is aria-current. */
export function OrderStepper({ status }: { status: OrderStatus }) {
  return (
    <ol className={css.stepper} aria-label={orderTexts.progress}>
      {stepsOf(status).map((step, i) => {
        const look = step.alert ? 'alert' : step.state;
        return (
          <li
            key={step.status}
            className={css.step[look]}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-step={step.state}
          >
            <span className={css.marker[look]} aria-hidden="true">
              {step.state === 'upcoming' ? i + 1 : step.alert ? '✕' : '✓'}
            </span>
            <span>
              {texts.orderStatus[step.status]}
              {step.state === 'done' ? <VisuallyHidden.Root>, {orderTexts.stepDone}</VisuallyHidden.Root> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
