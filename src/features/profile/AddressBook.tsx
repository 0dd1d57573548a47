import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { limits } from '#rules/limits';
import { texts } from '#rules/texts';
import { Button } from '#src/ui/Button';
import { profileTexts } from '#src/ui/copy';
import { AddressForm } from './AddressForm';
import { addressSummary } from './addressText';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { addressesQuery } from '#src/app/queries/addressesQuery';
import { useAddressMachine } from './useAddressMachine';
import * as css from './profile.css';

/** Manage Addresses: the saved addresses with Edit and Delete, and Add Address (product §2, §4). */
export function AddressBook() {
  const { data: addresses } = useSuspenseQuery(addressesQuery());
  const [state, send] = useAddressMachine();
  // Where focus returns when a dialog closes: the button that opened it, else Add Address.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : addButton.current;
    target?.focus();
  };
  useEffect(() => {
    // A deleted row takes its Delete button along once the list reloads: focus would fall to the page.
    if (opener.current && !opener.current.isConnected && document.activeElement === document.body)
      addButton.current?.focus();
  }, [addresses]);
  const remember = (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
  };
  // The shop keeps so many addresses per shopper: at that count Add Address says why it
  // does nothing (it stays focusable, as the place focus returns to).
  const full = addresses.length >= limits.addressesPerShopper;
  const fullId = useId();

  return (
    <div className={css.addressBook}>
      <div>
        <Button
          ref={addButton}
          aria-disabled={full || undefined}
          aria-describedby={full ? fullId : undefined}
          onClick={(event) => {
            if (full) return;
            remember(event);
            send({ type: 'ADD' });
          }}
        >
          {texts.addAddress}
        </Button>
        {full ? (
          <p id={fullId} className={css.empty}>
            {texts.addressLimitReached(limits.addressesPerShopper)}
          </p>
        ) : null}
      </div>
      {addresses.length === 0 ? (
        <p className={css.empty}>{profileTexts.noAddresses}</p>
      ) : (
        <ul className={css.addresses}>
          {addresses.map((address) => (
            <li key={address.int_glcode} className={css.address}>
              <span className={css.addressType}>{profileTexts.addressTypes[address.chr_type]}</span>
              <address className={css.addressLines}>
                <span>
                  {address.var_house_no}, {address.var_app_name}
                </span>
                <span>{address.var_landmark}</span>
                <span>
                  {address.var_city}, {address.var_state} {address.var_pincode}
                </span>
                <span>{address.var_country}</span>
              </address>
              <div className={css.addressActions}>
                <Button
                  tone="secondary"
                  size="sm"
                  aria-label={profileTexts.editOf(addressSummary(address))}
                  onClick={(event) => {
                    remember(event);
                    send({ type: 'EDIT', address });
                  }}
                >
                  {profileTexts.edit}
                </Button>
                <Button
                  tone="ghost"
                  size="sm"
                  aria-label={profileTexts.deleteOf(addressSummary(address))}
                  onClick={(event) => {
                    remember(event);
                    send({ type: 'DELETE', address });
                  }}
                >
                  {profileTexts.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressForm state={state} send={send} onCloseAutoFocus={returnFocus} />
      <DeleteAddressDialog state={state} send={send} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
