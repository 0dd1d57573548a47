import type { Address } from '#machines/address.schemas';

/** One line naming an address, for buttons and the delete question. */
export const addressSummary = (a: Address) => `${a.var_house_no}, ${a.var_app_name}, ${a.var_city}`;
