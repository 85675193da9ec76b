/**
 * Indian delivery addresses: the states and union territories with their GST codes, which PIN codes belong to
 * which of them, and what an Indian mobile number looks like. Kept free of zod so the product page's PIN check
 * can use the same table without zod in its first load; the schemas that apply these rules are in checkout.ts.
 */

/**
 * The 28 states and 8 union territories. `code` is our short key (the ISO 3166-2:IN letters); `gstCode` is the
 * two-digit state code that opens a GSTIN and names the place of supply on a GST invoice.
 */
export const INDIAN_STATES = [
  { code: 'AN', gstCode: '35', name: 'Andaman and Nicobar Islands', territory: true },
  { code: 'AP', gstCode: '37', name: 'Andhra Pradesh', territory: false },
  { code: 'AR', gstCode: '12', name: 'Arunachal Pradesh', territory: false },
  { code: 'AS', gstCode: '18', name: 'Assam', territory: false },
  { code: 'BR', gstCode: '10', name: 'Bihar', territory: false },
  { code: 'CH', gstCode: '04', name: 'Chandigarh', territory: true },
  { code: 'CG', gstCode: '22', name: 'Chhattisgarh', territory: false },
  { code: 'DH', gstCode: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', territory: true },
  { code: 'DL', gstCode: '07', name: 'Delhi', territory: true },
  { code: 'GA', gstCode: '30', name: 'Goa', territory: false },
  { code: 'GJ', gstCode: '24', name: 'Gujarat', territory: false },
  { code: 'HR', gstCode: '06', name: 'Haryana', territory: false },
  { code: 'HP', gstCode: '02', name: 'Himachal Pradesh', territory: false },
  { code: 'JK', gstCode: '01', name: 'Jammu and Kashmir', territory: true },
  { code: 'JH', gstCode: '20', name: 'Jharkhand', territory: false },
  { code: 'KA', gstCode: '29', name: 'Karnataka', territory: false },
  { code: 'KL', gstCode: '32', name: 'Kerala', territory: false },
  { code: 'LA', gstCode: '38', name: 'Ladakh', territory: true },
  { code: 'LD', gstCode: '31', name: 'Lakshadweep', territory: true },
  { code: 'MP', gstCode: '23', name: 'Madhya Pradesh', territory: false },
  { code: 'MH', gstCode: '27', name: 'Maharashtra', territory: false },
  { code: 'MN', gstCode: '14', name: 'Manipur', territory: false },
  { code: 'ML', gstCode: '17', name: 'Meghalaya', territory: false },
  { code: 'MZ', gstCode: '15', name: 'Mizoram', territory: false },
  { code: 'NL', gstCode: '13', name: 'Nagaland', territory: false },
  { code: 'OD', gstCode: '21', name: 'Odisha', territory: false },
  { code: 'PY', gstCode: '34', name: 'Puducherry', territory: true },
  { code: 'PB', gstCode: '03', name: 'Punjab', territory: false },
  { code: 'RJ', gstCode: '08', name: 'Rajasthan', territory: false },
  { code: 'SK', gstCode: '11', name: 'Sikkim', territory: false },
  { code: 'TN', gstCode: '33', name: 'Tamil Nadu', territory: false },
  { code: 'TS', gstCode: '36', name: 'Telangana', territory: false },
  { code: 'TR', gstCode: '16', name: 'Tripura', territory: false },
  { code: 'UP', gstCode: '09', name: 'Uttar Pradesh', territory: false },
  { code: 'UK', gstCode: '05', name: 'Uttarakhand', territory: false },
  { code: 'WB', gstCode: '19', name: 'West Bengal', territory: false },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export type StateCode = IndianState['code'];
export type StateName = IndianState['name'];

const byCode = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.code, s]));
const byName = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s]));

/** The state or union territory of that name, matched regardless of case and surrounding spaces. */
export const stateByName = (name: string): IndianState | undefined => byName.get(name.trim().toLowerCase());

export const ADDRESS_MESSAGES = {
  phoneInvalid: 'Enter a valid 10-digit mobile number',
  phoneNotMobile: 'Indian mobile numbers start with 6, 7, 8 or 9',
  pinInvalid: 'Please enter a valid 6-digit PIN code',
  pinUnknown: 'We could not find this PIN code',
  stateUnknown: 'Choose a state or union territory from the list',
} as const;

/** The PIN code in another state than the one chosen: 'This PIN code belongs to Karnataka, not Goa'. */
export const pinStateMismatchMessage = (states: readonly IndianState[], chosen: string): string =>
  `This PIN code belongs to ${states.map((s) => s.name).join(' or ')}, not ${chosen}`;

// ---- PIN codes ----

/**
 * India Post's postal circles: the first two digits of a PIN name a circle, the third a sorting district. A
 * three-digit entry overrides its circle's two-digit one; it lists several states where one sorting district
 * serves both sides of a border (Mohali is 160xxx like Chandigarh, Diu 362520 and Daman 396210 sit among
 * Gujarat's, Yanam, Karaikal and Mahe among Andhra's, Tamil Nadu's and Kerala's, Kavaratti 682555 among Kochi's).
 * First digit 9 is the Army Postal Service, which we do not deliver to; 0 is never used.
 */
const PIN_TABLE: readonly (readonly [prefixes: string, states: string])[] = [
  ['11', 'DL'],
  ['12 13', 'HR'],
  ['14 15 16', 'PB'],
  ['160', 'CH PB'],
  ['17', 'HP'],
  ['18 19', 'JK'],
  ['194', 'LA'],
  ['20 21 22 23 24 25 26 27 28', 'UP'],
  ['244 246 247 262', 'UP UK'],
  ['248 249 263', 'UK'],
  ['30 31 32 33 34', 'RJ'],
  ['36 37 38 39', 'GJ'],
  ['362 396', 'GJ DH'],
  ['40 41 42 43 44', 'MH'],
  ['403', 'GA'],
  ['45 46 47 48', 'MP'],
  ['49', 'CG'],
  ['50', 'TS'],
  ['51 52 53', 'AP'],
  ['533', 'AP PY'],
  ['56 57 58 59', 'KA'],
  ['60 61 62 63 64', 'TN'],
  ['605 607 609', 'TN PY'],
  ['67 68 69', 'KL'],
  ['673', 'KL PY'],
  ['682', 'KL LD'],
  ['70 71 72 73 74', 'WB'],
  ['737', 'SK'],
  ['744', 'AN'],
  ['75 76 77', 'OD'],
  ['78', 'AS'],
  // A few villages of West Garo Hills (783123) are served from Assam's Goalpara district.
  ['783', 'AS ML'],
  ['790 791 792', 'AR'],
  ['793 794', 'ML'],
  ['795', 'MN'],
  ['796', 'MZ'],
  ['797 798', 'NL'],
  ['799', 'TR'],
  // Bihar and Jharkhand share circles 80–85 (Jharkhand was carved out of Bihar in 2000); the sorting districts
  // say which side a PIN is on, and a district not listed here may be either.
  ['80 81 82 83 84 85', 'BR JH'],
  ['800 801 802 803 804 805 811 812 813 821 823 824', 'BR'],
  ['841 842 843 844 845 846 847 848 851 852 853 854 855', 'BR'],
  ['814 815 816 822 825 826 827 828 829 831 832 833 834 835', 'JH'],
];

const pinPrefixes = new Map<string, readonly IndianState[]>(
  PIN_TABLE.flatMap(([prefixes, codes]) => {
    const states = codes.split(' ').map((code) => {
      const state = byCode.get(code);
      if (!state) throw new Error(`PIN table names an unknown state code ${code}`);
      return state;
    });
    return prefixes.split(' ').map((prefix) => [prefix, states] as const);
  }),
);

/** A PIN as typed ('560 001' is how many people write it) without its spaces. */
export const normalisePin = (input: string): string => input.replace(/\s+/g, '');

const PIN_FORMAT = /^[1-9]\d{5}$/;

export type PinCheck =
  { ok: true; pin: string; states: readonly IndianState[] } | { ok: false; message: string };

/** Whether a PIN is well formed and in a circle India Post delivers to, and which states it may belong to. */
export function checkPin(input: string): PinCheck {
  const pin = normalisePin(input);
  if (!PIN_FORMAT.test(pin)) return { ok: false, message: ADDRESS_MESSAGES.pinInvalid };
  const states = pinPrefixes.get(pin.slice(0, 3)) ?? pinPrefixes.get(pin.slice(0, 2));
  if (!states) return { ok: false, message: ADDRESS_MESSAGES.pinUnknown };
  return { ok: true, pin, states };
}

/** Why a PIN does not fit the chosen state, or null when it does (or when either is itself invalid). */
export function pinStateProblem(pinInput: string, stateName: string): string | null {
  const pin = checkPin(pinInput);
  const state = stateByName(stateName);
  if (!pin.ok || !state) return null;
  return pin.states.includes(state) ? null : pinStateMismatchMessage(pin.states, state.name);
}

/**
 * The city of a PIN where one sorting district is one city, longest prefix first. A suggestion only: the
 * shopper may write the locality they prefer.
 */
const CITY_BY_PREFIX: Readonly<Record<string, string>> = {
  '110': 'New Delhi',
  '122': 'Gurugram',
  '121': 'Faridabad',
  '2010': 'Ghaziabad',
  '2013': 'Noida',
  '160': 'Chandigarh',
  '141': 'Ludhiana',
  '143': 'Amritsar',
  '171': 'Shimla',
  '180': 'Jammu',
  '190': 'Srinagar',
  '208': 'Kanpur',
  '211': 'Prayagraj',
  '221': 'Varanasi',
  '226': 'Lucknow',
  '248': 'Dehradun',
  '282': 'Agra',
  '302': 'Jaipur',
  '342': 'Jodhpur',
  '380': 'Ahmedabad',
  '390': 'Vadodara',
  '395': 'Surat',
  '400': 'Mumbai',
  '4006': 'Thane',
  '4007': 'Navi Mumbai',
  '411': 'Pune',
  '422': 'Nashik',
  '440': 'Nagpur',
  '452': 'Indore',
  '462': 'Bhopal',
  '492': 'Raipur',
  '500': 'Hyderabad',
  '520': 'Vijayawada',
  '530': 'Visakhapatnam',
  '560': 'Bengaluru',
  '570': 'Mysuru',
  '575': 'Mangaluru',
  '600': 'Chennai',
  '605': 'Puducherry',
  '625': 'Madurai',
  '641': 'Coimbatore',
  '682': 'Kochi',
  '695': 'Thiruvananthapuram',
  '700': 'Kolkata',
  '737': 'Gangtok',
  '744': 'Port Blair',
  '751': 'Bhubaneswar',
  '781': 'Guwahati',
  '793': 'Shillong',
  '795': 'Imphal',
  '799': 'Agartala',
  '800': 'Patna',
  '834': 'Ranchi',
  '831': 'Jamshedpur',
};

export function cityForPin(input: string): string | undefined {
  const pin = checkPin(input);
  if (!pin.ok) return undefined;
  return CITY_BY_PREFIX[pin.pin.slice(0, 4)] ?? CITY_BY_PREFIX[pin.pin.slice(0, 3)];
}

// ---- Mobile numbers ----

/** A number as typed, with the spaces and dashes people write between digit groups taken out. */
const phoneDigits = (input: string): string => input.trim().replace(/[\s-]+/g, '');

const MOBILE = /^(?:\+91|91(?=\d{10}$)|0)?(\d{10})$/;

/**
 * An Indian mobile number in E.164 ('+919845012345'), however it was typed: '98450 12345', '098450-12345',
 * '+91 98450 12345'. Null when it is not one.
 */
export function normaliseMobile(input: string): string | null {
  const match = MOBILE.exec(phoneDigits(input));
  const national = match?.[1];
  if (!national || !/^[6-9]/.test(national)) return null;
  return `+91${national}`;
}

/** Why a number is not an Indian mobile number, or null when it is. */
export function mobileProblem(input: string): string | null {
  const match = MOBILE.exec(phoneDigits(input));
  const national = match?.[1];
  if (!national) return ADDRESS_MESSAGES.phoneInvalid;
  return /^[6-9]/.test(national) ? null : ADDRESS_MESSAGES.phoneNotMobile;
}

/** '+919845012345' → '+91 98450 12345', as numbers are printed on labels and in letters. */
export function formatMobile(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}
