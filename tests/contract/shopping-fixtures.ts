/** Valid inputs a shopper would send: the flows and the bad-input tests start from these. */
import { randomInt, randomUUID } from 'node:crypto';
import type { ContractClient } from './contract-client';

/** A 10-digit mobile number not used before (the seed's numbers start with 98 or 99). */
const mobile = () => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export const shopping = {
  mobile,
  newShopper: () => ({
    var_email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
    var_password: 'Kurta#2026',
    var_mobile_no: mobile(),
    var_name: 'Kavya',
    last_name: 'Iyer',
  }),
  address: {
    var_house_no: '14',
    var_app_name: 'Lotus Residency',
    var_landmark: 'Opposite Cubbon Park',
    var_country: 'India',
    var_state: 'Karnataka',
    var_city: 'Bengaluru',
    var_pincode: '560001',
    chr_type: 'home' as const,
  },
  cashOrder: (addressId: number) => ({
    var_payment_mode: 'C' as 'C' | 'O',
    var_payment_id: '',
    shipping_charge: '0',
    var_promocode: '',
    cashback: 0,
    var_adress_id: addressId,
    var_phone: '9876543210',
  }),
  card: { card_number: '4111 1111 1111 1111', card_expiry: '12/30', card_cvc: '123' },
};

/** A new shopper with an address, through the contract: the token, the address id, and who it is. */
export async function newShopperWithAddress(api: ContractClient) {
  const person = shopping.newShopper();
  const token = (await api.ok('signUp', { body: person })).data.accessToken;
  const address = (await api.ok('createAddress', { token, body: shopping.address })).data;
  return { token, addressId: address.int_glcode, email: person.var_email, password: person.var_password };
}
