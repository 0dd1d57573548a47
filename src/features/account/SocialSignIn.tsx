import { accountTexts } from '#src/ui/copy';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import * as css from './account.css';

/** Shown but inert (product §1): disabled, with the reason as their title. */
export function SocialSignIn() {
  return (
    <div>
      <p className={css.note}>{accountTexts.orContinueWith}</p>
      <div className={css.social}>
        {[accountTexts.google, accountTexts.facebook].map((name) => (
          <Button key={name} tone="secondary" disabled title={texts.socialSignInUnavailable}>
            {name}
          </Button>
        ))}
      </div>
    </div>
  );
}
