import { WALL_SIZE_MAX_IN } from '../../../../domain/constants';
import type { WallSize } from '../../../../domain/line-schema';

/** A wall-size field: whole inches, or '' while the shopper has cleared it (docs/store-rules.md#validation counts that as 0). */
export type InchesField = number | '';

/** The wall size as the shopper types it: the line's width and height, either of which may be cleared a moment. */
export type WallSizeDraft = Record<keyof WallSize, InchesField>;

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

/** '3.7': square feet to one decimal (docs/store-rules.md#validation). */
export const formatArea = (sqft: number): string => sqft.toFixed(1);
