/** What a shopper sends (a sign-up, an address, a cash order): the tests' fixtures and the benches' loads alike. */
import { randomInt, randomUUID } from 'node:crypto';

/** A 10-digit mobile number not used before (the seed's numbers start with 98 or 99). */
export const mobile = () => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export const newShopper = () => ({
  var_email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
  var_password: 'Kurta#2026',
  var_mobile_no: mobile(),
  var_name: 'Kavya',
  last_name: 'Iyer',
});

export const address = {
  var_house_no: '14',
  var_app_name: 'Lotus Residency',
  var_landmark: 'Opposite Cubbon Park',
  var_country: 'India',
  var_state: 'Karnataka',
  var_city: 'Bengaluru',
  var_pincode: '560001',
  chr_type: 'home' as const,
};

export const cashOrder = (addressId: number) => ({
  var_payment_mode: 'C' as 'C' | 'O',
  var_payment_id: '',
  shipping_charge: '0',
  var_promocode: '',
  cashback: 0,
  var_adress_id: addressId,
  var_phone: '9876543210',
});
