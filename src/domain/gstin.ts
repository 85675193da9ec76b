/** A GSTIN's shape and check character: the buyer's on a business order, the store's own in its config. */

/** 2-digit state code, 10-character PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTN's check character over the first fourteen: base 36, weights 1 and 2 alternating, digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export const isValidGstin = (gstin: string): boolean =>
  GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);

/**
 * A well-formed GSTIN that belongs to no one, for a store run without STORE_GSTIN outside production: its PAN
 * part is 'AAAAA0000A', and every invoice made with it says it is a specimen.
 */
export function sampleGstin(stateGstCode: string): string {
  const first14 = `${stateGstCode}AAAAA0000A1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}
