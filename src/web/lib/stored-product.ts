import { DEFAULT_ROLL, PRODUCT_KINDS } from '../../domain/constants';
import type { Product } from '../../domain/product';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A product kept in localStorage, if it still has the fields the drawers and pricing read; fields added to
 * products since it was kept (a roll's size, the compare-at rate) take their defaults. A cheap check: the
 * zod schemas would do, but they would pull zod into every page's first download.
 */
export function readStoredProduct(value: unknown): Product | null {
  if (
    !isRecord(value) ||
    typeof value.id !== 'string' ||
    typeof value.name !== 'string' ||
    typeof value.category !== 'string' ||
    typeof value.price !== 'number' ||
    typeof value.bestseller !== 'boolean' ||
    !Array.isArray(value.images) ||
    !Array.isArray(value.colors) ||
    !Array.isArray(value.materials) ||
    !(PRODUCT_KINDS as readonly unknown[]).includes(value.kind)
  ) {
    return null;
  }
  const product = value as unknown as Product;
  return {
    ...product,
    originalPrice: typeof value.originalPrice === 'number' ? value.originalPrice : null,
    roll: isRecord(value.roll) ? product.roll : { ...DEFAULT_ROLL },
    stock: typeof value.stock === 'number' ? value.stock : null,
    reserved: value.reserved === true,
  };
}

export const isRecordLike = isRecord;
