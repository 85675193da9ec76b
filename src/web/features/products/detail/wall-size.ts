import { WALL_SIZE_MAX_IN } from '../../../../domain/constants';

/** A wall-size field: whole inches, or '' while the shopper has cleared it (spec §5 counts that as 0). */
export type InchesField = number | '';

/**
 * Reads what a number input holds: whole inches from 1 up to what the cart accepts; a cleared or
 * unreadable field stays empty rather than jumping back to a number under the shopper's cursor.
 */
export function parseInches(value: string): InchesField {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return '';
  return Math.min(WALL_SIZE_MAX_IN, Math.max(1, Math.floor(Math.abs(n))));
}

export const inches = (field: InchesField): number => (field === '' ? 0 : field);

/** '3.7': square feet to one decimal (spec §5). */
export const formatArea = (sqft: number): string => sqft.toFixed(1);
