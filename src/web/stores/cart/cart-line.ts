import type { CartLine, CartLineBodyInput } from '../../../domain/cart';
import { CART_QUANTITY_MAX } from '../../../domain/constants';
import { lineFigures, lineKey, lineOptions, linePriceOf } from '../../../domain/line';
import type { LineOptions, WallSize } from '../../../domain/line-schema';
import { pricingOf } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import { isRecordLike, readStoredProduct } from '../../lib/stored-product';

export type { CartLine };

/** What a guest's browser keeps under localStorage 'cart' (docs/store-rules.md#records, #sessions): a line before pricing. */
export type GuestCartLine = Omit<
  CartLine,
  '_id' | 'unit' | 'rate' | 'ratePerSqft' | 'installationAmount' | 'amount'
>;

/**
 * The product page's add-to-cart: the cart-line body of docs/store-rules.md#records with the whole product
 * (guests' lines are shown without a server round trip). Quantity defaults to 1; the options' defaults are
 * lineOptions'.
 */
export type AddToCartInput = { product: Product } & Partial<Omit<CartLineBodyInput, 'productId'>>;

/** Samples in these lines, all designs together: at most SAMPLES_PER_ORDER_MAX (decision 027). */
export const sampleCount = (lines: readonly Pick<GuestCartLine, 'kind' | 'quantity'>[]): number =>
  lines.reduce((sum, l) => sum + (l.kind === 'sample' ? l.quantity : 0), 0);

/** Never below 1 (docs/store-rules.md#validation), never above what the server accepts. */
export const clampQuantity = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(quantity))) : 1;

/** Kept as the server keeps it: the options as priced, under the line's key. */
export function toGuestLine(input: AddToCartInput): GuestCartLine {
  const { product } = input;
  const options = lineOptions(product, input);
  return {
    id: lineKey(product.id, options),
    product,
    quantity: clampQuantity(input.quantity ?? 1),
    ...options,
  };
}

/** Adds a line, or raises the quantity of the line with the same key, as the server's cart does. */
export function mergeLine(lines: readonly GuestCartLine[], line: GuestCartLine): GuestCartLine[] {
  const existing = lines.find((l) => l.id === line.id);
  if (!existing) return [...lines, line];
  return lines.map((l) =>
    l.id === line.id ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
  );
}

export const priceCartLine = (line: GuestCartLine): CartLine => ({
  ...line,
  _id: line.id,
  ...lineFigures(linePriceOf(pricingOf(line.product), line)),
});

const isSize = (value: unknown): value is WallSize =>
  isRecordLike(value) && typeof value.width === 'number' && typeof value.height === 'number';
const isOptionalText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The id is worked out again rather than read, so lines kept under an older key still merge with new adds. */
function toStoredLine(entry: unknown): GuestCartLine | null {
  if (!isRecordLike(entry)) return null;
  const product = readStoredProduct(entry.product);
  if (!product) return null;
  const { selectedColor, selectedMaterial, customDimensions } = entry;
  if (!isOptionalText(selectedColor) || !isOptionalText(selectedMaterial)) return null;
  if (customDimensions !== null && !isSize(customDimensions)) return null;
  const options: LineOptions = {
    kind: entry.kind === 'sample' ? 'sample' : 'goods',
    selectedColor,
    selectedMaterial,
    customDimensions,
    // Walls and a crop are read back as kept; the server checks them again at the hand-over (decision 067).
    walls: Array.isArray(entry.walls) ? (entry.walls as LineOptions['walls']) : null,
    crop: isRecordLike(entry.crop) ? (entry.crop as LineOptions['crop']) : null,
    installation: entry.installation !== false,
  };
  return {
    id: lineKey(product.id, options),
    product,
    quantity: clampQuantity(typeof entry.quantity === 'number' ? entry.quantity : 1),
    ...options,
  };
}

/** Keeps the lines that still read correctly, so one stale entry never empties a guest's whole cart. */
export function parseGuestLines(raw: unknown): GuestCartLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const line = toStoredLine(entry);
    return line ? [line] : [];
  });
}
