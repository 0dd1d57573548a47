/** Valid inputs a shopper would send: the flows and the bad-input tests start from these. */
import { address, cashOrder, mobile, newShopper } from '#scripts/shopper-bodies';
import type { ContractClient } from './contract-client';

export const shopping = {
  mobile,
  newShopper,
  address,
  cashOrder,
  card: { card_number: '4111 1111 1111 1111', card_expiry: '12/30', card_cvc: '123' },
};

/** A new shopper with an address, through the contract: the token, the address id, and who it is. */
export async function newShopperWithAddress(api: ContractClient) {
  const person = shopping.newShopper();
  const token = (await api.ok('signUp', { body: person })).data.accessToken;
  const address = (await api.ok('createAddress', { token, body: shopping.address })).data;
  return { token, addressId: address.int_glcode, email: person.var_email, password: person.var_password };
}
