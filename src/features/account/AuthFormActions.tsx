import { accountTexts } from '#src/ui/copy';
import { Button } from '#src/ui/Button';
import { Spinner } from '#src/ui/Spinner';
import { FormStatus } from '#src/ui/FormStatus';

/** The end of the login and sign-up forms: the general error, the success note and Submit. */
export function AuthFormActions({
  general,
  succeeded,
  submitting,
  redirecting,
}: {
  general: string | undefined;
  succeeded: string;
  submitting: boolean;
  redirecting: boolean;
}) {
  return (
    <>
      <FormStatus tone="error" message={general} />
      <FormStatus tone="success" message={redirecting ? succeeded : undefined} />
      <Button type="submit" block disabled={submitting || redirecting} aria-busy={submitting}>
        {submitting ? <Spinner label={accountTexts.sending} /> : accountTexts.submit}
      </Button>
    </>
  );
}
