import { PRODUCT_KINDS } from '../../domain/constants';
import type { Product } from '../../domain/product';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A cheap check that a product kept in localStorage still has the fields the drawers and pricing
 * read. The zod schemas would do, but they would pull zod into every page's first download.
 */
export function isStoredProduct(value: unknown): value is Product {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.category === 'string' &&
    typeof value.price === 'number' &&
    typeof value.bestseller === 'boolean' &&
    Array.isArray(value.images) &&
    Array.isArray(value.colors) &&
    Array.isArray(value.materials) &&
    (PRODUCT_KINDS as readonly unknown[]).includes(value.kind)
  );
}

export const isRecordLike = isRecord;
