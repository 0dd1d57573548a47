import { useId } from 'react';
import { contractLimits } from '../../../openapi/limits';
import { rating as ratingRule } from '../../../spec/orders';
import { orderTexts } from '../../ui/copy';
import * as fieldCss from '../../ui/field.css';
import { StarRatingInput } from '../../ui/StarRatingInput';
import { ActionDialog } from './ActionDialog';

interface ReviewDialogProps {
  open: boolean;
  title: string;
  rating: number;
  text: string;
  /** The machine would send it now: a rating is chosen (or it is a retry). */
  canSubmit: boolean;
  busy: boolean;
  failure: string | undefined;
  onRating: (rating: number) => void;
  onText: (text: string) => void;
  onSubmit: () => void;
  onDismiss: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Give a Review: whole stars from 1 and an optional text (SPEC §5). */
export function ReviewDialog(props: ReviewDialogProps) {
  const { open, title, rating, text, canSubmit, busy, failure, onRating, onText, onSubmit, onDismiss, onCloseAutoFocus } = props;
  const id = useId();
  return (
    <ActionDialog
      open={open}
      title={orderTexts.reviewTitle(title)}
      busy={busy}
      failure={failure}
      submitLabel={orderTexts.sendReview}
      busyLabel={orderTexts.sending}
      dismissLabel={orderTexts.close}
      onSubmit={onSubmit}
      onDismiss={onDismiss}
      onCloseAutoFocus={onCloseAutoFocus}
      canSubmit={canSubmit}
    >
      {(missing) => (
        <>
          <div className={fieldCss.field}>
            <StarRatingInput
              legend={orderTexts.yourRating}
              value={rating}
              max={ratingRule.max}
              starLabel={orderTexts.stars}
              onChange={onRating}
              describedBy={missing ? `${id}-rating-error` : undefined}
            />
            {missing ? (
              <p id={`${id}-rating-error`} className={fieldCss.error}>
                {orderTexts.ratingRequired}
              </p>
            ) : null}
          </div>
          <div className={fieldCss.field}>
            <label className={fieldCss.label} htmlFor={id}>
              {orderTexts.yourReview}
            </label>
            <textarea
              id={id}
              className={fieldCss.textarea}
              value={text}
              maxLength={contractLimits.reviewText}
              readOnly={busy}
              onChange={(event) => onText(event.target.value)}
            />
          </div>
        </>
      )}
    </ActionDialog>
  );
}
