import { Link } from '@tanstack/react-router';
import type { Schemas } from '#openapi/client';
import { texts } from '#rules/texts';
import { buttonClass } from '#src/ui/Button';
import { checkoutTexts } from '#src/ui/copy';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './checkout.css';

type Address = Schemas['Address'];

const addressLine = (a: Address) =>
  `${a.var_house_no}, ${a.var_app_name}, ${a.var_landmark}, ${a.var_city}, ${a.var_state} ${a.var_pincode}, ${a.var_country}`;

/** The saved addresses as a radio list, and Add Address to /profile's address tab (product §2). */
export function DeliveryAddress({
  addresses,
  selected,
  disabled,
  onSelect,
}: {
  addresses: Address[];
  selected: number | null;
  disabled: boolean;
  onSelect: (id: number) => void;
}) {
  return (
    <div className={css.choices}>
      {addresses.length === 0 ? (
        <p>{checkoutTexts.noAddresses}</p>
      ) : (
        <fieldset className={css.choices} disabled={disabled}>
          <VisuallyHidden.Root asChild>
            <legend>{texts.checkoutSections.deliveryAddress}</legend>
          </VisuallyHidden.Root>
          {addresses.map((address) => (
            <label key={address.int_glcode} className={css.choice}>
              <input
                type="radio"
                name="delivery-address"
                value={address.int_glcode}
                checked={selected === address.int_glcode}
                onChange={() => onSelect(address.int_glcode)}
              />
              <span>
                <span className={css.choiceTitle}>{checkoutTexts.addressFor(address.chr_type)}</span>
                <br />
                <span className={css.muted}>{addressLine(address)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Link
        to="/profile"
        search={{ tab: 'addresses' }}
        className={`${buttonClass({ tone: 'secondary' })} ${css.addAddress}`}
      >
        {texts.addAddress}
      </Link>
    </div>
  );
}
