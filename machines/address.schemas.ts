/** The address form's rules (product §5): every field required, the type home by default. */
import type { Schemas } from '../openapi/client';
import { texts } from '../rules/texts';
import { oneLineLabels } from '../rules/fields';
import { isOneLine } from '../rules/patterns';
import { gstStateByName } from '../rules/gst-states';

export type AddressInput = Schemas['AddressInput'];
export type Address = Schemas['Address'];
export type AddressType = AddressInput['chr_type'];
export type AddressField = keyof AddressInput;

/** What the form holds: the request's fields, the type possibly unset. */
export type AddressValues = Omit<AddressInput, 'chr_type'> & { chr_type: AddressType | '' };
export type AddressErrors = Partial<Record<AddressField, string>>;

export const addressTypes = ['home', 'office'] as const satisfies readonly AddressType[];

/** In the form's order; each with the product's message. */
export const addressRequired = {
  var_house_no: texts.houseNoRequired,
  var_app_name: texts.apartmentRequired,
  var_landmark: texts.landmarkRequired,
  var_country: texts.countryRequired,
  var_state: texts.stateRequired,
  var_city: texts.cityRequired,
  var_pincode: texts.pinCodeRequired,
  chr_type: texts.addressTypeRequired,
} as const satisfies Record<AddressField, string>;

export const addressFields = Object.keys(addressRequired) as AddressField[];

export const emptyAddressValues: AddressValues = {
  var_house_no: '',
  var_app_name: '',
  var_landmark: '',
  var_country: '',
  var_state: '',
  var_city: '',
  var_pincode: '',
  chr_type: 'home',
};

/** Each field's first failing rule: required, then one line as sent (the server refuses a line break, a control or a bidi character). */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of addressFields) {
    const sent = values[field].trim();
    if (!sent) errors[field] = addressRequired[field];
    else if (field !== 'chr_type' && !isOneLine(sent)) errors[field] = texts.notOneLine(oneLineLabels[field]);
    // Its state decides the GST of what is delivered there: one the shop cannot tell is refused (decision 0052).
    else if (field === 'var_state' && !gstStateByName(sent)) errors[field] = texts.gst.unknownState;
  }
  return errors;
}

/** A saved address as the form edits it. */
export function addressValues(address: Address): AddressValues {
  const { int_glcode: _id, ...values } = address;
  return values;
}

/** The request body of a valid form, trimmed as the server stores it. */
export function addressInput(values: AddressValues): AddressInput {
  const { chr_type, ...text } = values;
  if (chr_type === '') throw new Error('addressInput needs a valid form');
  const trimmed = Object.fromEntries(Object.entries(text).map(([field, value]) => [field, value.trim()]));
  return { ...(trimmed as Omit<AddressInput, 'chr_type'>), chr_type };
}
