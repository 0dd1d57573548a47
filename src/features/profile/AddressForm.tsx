import { useEffect, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { visibleAddressErrors, type addressMachine, type AddressEvent } from '#machines/address.machine';
import { addressFields, addressTypes, type AddressField } from '#machines/address.schemas';
import { textLimits } from '#rules/limits';
import { GST_STATES } from '#rules/gst-states';
import { Button } from '#src/ui/Button';
import { profileTexts } from '#src/ui/copy';
import { Dialog } from '#src/ui/Dialog';
import { FormField } from '#src/ui/FormField';
import { FormStatus } from '#src/ui/FormStatus';
import { Spinner } from '#src/ui/Spinner';
import * as fieldCss from '#src/ui/field.css';
import * as css from './profile.css';

type TextField = Exclude<AddressField, 'chr_type'>;

/** Label, autofill hint and the contract's length limit of each text field, in the form's order. */
const textFields: Record<TextField, { label: string; autoComplete: string; maxLength: number }> = {
  var_house_no: { label: profileTexts.houseNo, autoComplete: 'address-line1', maxLength: textLimits.addressLine },
  var_app_name: { label: profileTexts.apartment, autoComplete: 'address-line2', maxLength: textLimits.addressLine },
  var_landmark: { label: profileTexts.landmark, autoComplete: 'address-line3', maxLength: textLimits.addressLine },
  var_country: { label: profileTexts.country, autoComplete: 'country-name', maxLength: textLimits.addressPlace },
  var_state: { label: profileTexts.state, autoComplete: 'address-level1', maxLength: textLimits.addressPlace },
  var_city: { label: profileTexts.city, autoComplete: 'address-level2', maxLength: textLimits.addressPlace },
  var_pincode: { label: profileTexts.pinCode, autoComplete: 'postal-code', maxLength: textLimits.pinCode },
};

interface Props {
  state: SnapshotFrom<typeof addressMachine>;
  send: (event: AddressEvent) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The address form in a dialog: add, or edit the address chosen (product §4, §5). */
export function AddressForm({ state, send, onCloseAutoFocus }: Props) {
  const { values, editing, submitAttempts, failure } = state.context;
  const errors = visibleAddressErrors(state.context);
  const busy = state.hasTag('busy');
  const failed = state.hasTag('failed');
  const form = useRef<HTMLFormElement>(null);
  const typeError = useId();
  const statesList = useId();
  useEffect(() => {
    // Each refused submit takes the person to the first field to fill.
    if (submitAttempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitAttempts]);
  const change = (field: AddressField) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.value });

  return (
    <Dialog.Root open={state.hasTag('form')} onOpenChange={(open) => open || send({ type: 'CLOSE' })}>
      <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{editing === null ? profileTexts.newAddress : profileTexts.editAddress}</Dialog.Title>
        <form
          ref={form}
          className={css.addressForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          {addressFields.map((field) =>
            field === 'chr_type' ? null : (
              <FormField
                key={field}
                name={field}
                {...textFields[field]}
                value={values[field]}
                error={errors[field]}
                readOnly={busy}
                onChange={change(field)}
                list={field === 'var_state' ? statesList : undefined}
              />
            ),
          )}
          {/* The states the shop can tell (its GST needs one), offered as the shopper types. */}
          <datalist id={statesList}>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.name} />
            ))}
          </datalist>
          <fieldset className={css.typeChoice} aria-describedby={errors.chr_type ? typeError : undefined}>
            <legend className={fieldCss.label}>{profileTexts.addressType}</legend>
            {addressTypes.map((type) => (
              <label key={type} className={css.typeOption}>
                <input
                  type="radio"
                  name="chr_type"
                  value={type}
                  checked={values.chr_type === type}
                  disabled={busy}
                  onChange={change('chr_type')}
                />
                {profileTexts.addressTypes[type]}
              </label>
            ))}
            {errors.chr_type && (
              <p id={typeError} className={fieldCss.error}>
                {errors.chr_type}
              </p>
            )}
          </fieldset>
          <FormStatus tone="error" message={failed ? failure : undefined} />
          <div className={css.formActions}>
            <Button tone="secondary" disabled={busy} onClick={() => send({ type: 'CLOSE' })}>
              {profileTexts.cancel}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner label={profileTexts.saving} /> : failed ? profileTexts.retry : profileTexts.save}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
