import { createFileRoute, Link } from '@tanstack/react-router';
import * as statusCss from '../app/status.css';
import { shellTexts } from '../ui/copy';
import { buttonClass } from '../ui/Button';

export const Route = createFileRoute('/thankyou')({ component: ThankYou });

/** Order confirmation, reached 2 s after a successful order (SPEC §4). */
function ThankYou() {
  const labels = shellTexts.pages;
  return (
    <section className={statusCss.page}>
      <h1>{labels.thankYouTitle}</h1>
      <p className={statusCss.message}>{labels.thankYouText}</p>
      <div className={statusCss.actions}>
        <Link to="/" className={buttonClass({ tone: 'primary' })}>
          {labels.continueShopping}
        </Link>
        <Link to="/profile" className={buttonClass({ tone: 'secondary' })}>
          {labels.viewOrders}
        </Link>
      </div>
    </section>
  );
}
