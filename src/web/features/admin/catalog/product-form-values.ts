import type { DefaultValues } from 'react-hook-form';
import type { AdminProduct, CreateProductInput } from '../../../../domain/product-admin';
import {
  CATEGORIES,
  COLORS,
  DEFAULT_ROLL,
  NEW_PRODUCT_DEFAULTS,
  ROOM_TYPES,
  THEMES,
} from '../../../../domain/constants';
import { isMaterial } from '../../../../domain/pricing';
import { DEFAULT_PARCEL } from '../../../../domain/shipping';

export type ProductFormValues = CreateProductInput;

const oneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    value != null && (list as readonly string[]).includes(value);

export const isCategory = oneOf(CATEGORIES);
export const isTheme = oneOf(THEMES);
export const isColor = oneOf(COLORS);
export const isRoomType = oneOf(ROOM_TYPES);

/** docs/store-rules.md#screens: the form's room types leave out the last option ('Other'). */
export const FORM_ROOM_TYPES = ROOM_TYPES.slice(0, -1);

/** A new product starts with the spec's defaults: 53 × 1000 cm, in stock, customised (docs/store-rules.md#constants). */
export const newProductValues = (): DefaultValues<ProductFormValues> => ({
  name: '',
  description: '',
  price: undefined,
  originalPrice: null,
  category: undefined,
  kind: 'customised',
  theme: null,
  skuId: '',
  dimensions: { ...NEW_PRODUCT_DEFAULTS.dimensions },
  roll: { ...DEFAULT_ROLL },
  parcel: { ...DEFAULT_PARCEL.customised },
  images: [],
  colors: [],
  materials: [],
  roomTypes: [],
  tags: [],
  bestseller: false,
  inStock: true,
  stock: null,
  batch: null,
  status: 'active',
});

/**
 * A stored product as form values. Anything the form could not offer (a category or colour since retired) is
 * left out, so saving asks for a current choice instead of silently writing the old one back.
 */
export const productValues = (product: AdminProduct): DefaultValues<ProductFormValues> => ({
  name: product.name,
  description: product.description,
  price: product.price,
  originalPrice: product.originalPrice,
  category: isCategory(product.category) ? product.category : undefined,
  kind: product.kind,
  theme: isTheme(product.theme) ? product.theme : null,
  skuId: product.skuId,
  dimensions: { ...product.dimensions },
  roll: { ...product.roll },
  parcel: { ...product.parcel },
  images: [...product.images],
  colors: product.colors.filter(isColor),
  materials: product.materials.filter(isMaterial),
  roomTypes: product.roomTypes.filter(isRoomType),
  tags: [...product.tags],
  bestseller: product.bestseller,
  inStock: product.inStock,
  stock: product.stock,
  batch: product.batch,
  status: product.status,
});

/** Empty number inputs are 'missing' (undefined), which the schema reports as '… is required'. */
export const toNumber = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** An empty original price means there is none. */
export const toOptionalNumber = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Trimmed, blank ignored, no duplicates (docs/store-rules.md#validation): the rule for both tags and image URLs. */
export function addUnique(
  list: readonly string[],
  raw: string,
): { list: string[]; outcome: 'added' | 'blank' | 'duplicate' } {
  const value = raw.trim();
  if (!value) return { list: [...list], outcome: 'blank' };
  if (list.includes(value)) return { list: [...list], outcome: 'duplicate' };
  return { list: [...list, value], outcome: 'added' };
}
