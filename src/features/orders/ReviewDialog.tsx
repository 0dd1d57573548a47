import { useId } from 'react';
import { limits, textLimits } from '#rules/limits';
import { orderTexts } from '#src/ui/copy';
import * as fieldCss from '#src/ui/field.css';
import { StarRatingInput } from '#src/ui/StarRatingInput';
import { ActionDialog, type FormDialogState } from './ActionDialog';

interface ReviewDialogProps {
  dialog: FormDialogState;
  title: string;
  rating: number;
  text: string;
  onRating: (rating: number) => void;
  onText: (text: string) => void;
}

/** Give a Review: whole stars from 1 and an optional text (product §5). */
export function ReviewDialog({ dialog, title, rating, text, onRating, onText }: ReviewDialogProps) {
  const id = useId();
  return (
    <ActionDialog
      {...dialog}
      title={orderTexts.reviewTitle(title)}
      submitLabel={orderTexts.sendReview}
      busyLabel={orderTexts.sending}
      dismissLabel={orderTexts.close}
    >
      {(missing) => (
        <>
          <div className={fieldCss.field}>
            <StarRatingInput
              legend={orderTexts.yourRating}
              value={rating}
              max={limits.ratingMax}
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
              maxLength={textLimits.reviewText}
              readOnly={dialog.busy}
              onChange={(event) => onText(event.target.value)}
            />
          </div>
        </>
      )}
    </ActionDialog>
  );
}
