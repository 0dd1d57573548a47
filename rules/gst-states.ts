/**
 * The states and union territories of India with their GST state codes: the first two
 * digits of a GSTIN, and the code an invoice prints beside its place of supply (Rule 46).
 * Codes as the GST portal lists them; 25 (Daman and Diu) and 28 (Andhra Pradesh before
 * 2014) are no longer given, and 97 is the portal's "Other Territory".
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstState = (typeof GST_STATES)[number];

export const gstStateByCode = (code: string): GstState | undefined => GST_STATES.find((state) => state.code === code);

/** "tamil nadu", "Tamil  Nadu" and "TAMIL NADU" are one state; "&" is "and". */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Names people still write, and the forms an address book fills in, for the state they mean. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  'new delhi': '07',
  'nct of delhi': '07',
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'andaman and nicobar': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
};

/** The state an address names, written as people write it; undefined when it names none. */
export const gstStateByName = (name: string): GstState | undefined => {
  const written = key(name);
  const code = OTHER_NAMES[written];
  return code ? gstStateByCode(code) : GST_STATES.find((state) => key(state.name) === written);
};
