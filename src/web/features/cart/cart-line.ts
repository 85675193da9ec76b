import type { CartLine, CartLineBodyInput } from '../../../domain/cart';
import { CART_QUANTITY_MAX, WALL_SIZE_DEFAULTS } from '../../../domain/constants';
import { lineMaterial, priceLine, type LineKind } from '../../../domain/pricing';
import type { Product } from '../../../domain/product';
import { isRecordLike, readStoredProduct } from '../../lib/stored-product';

export type { CartLine };

/** What a guest's browser keeps under localStorage 'cart' (spec §3, §4): a line before pricing. */
export type GuestCartLine = Omit<
  CartLine,
  '_id' | 'unit' | 'rate' | 'ratePerSqft' | 'installationAmount' | 'amount'
>;

/**
 * The product page's add-to-cart: the cart-line body of decisions.md §13 with the whole product
 * (guests' lines are shown without a server round trip). Quantity defaults to 1, installation to
 * true, and a custom-fit line without a wall size gets the page's default (10 × 53 in).
 */
type WallSize = NonNullable<CartLine['customDimensions']>;

export type AddToCartInput = { product: Product } & Partial<Omit<CartLineBodyInput, 'productId'>>;

/** Guests' lines are keyed by product, colour and material (spec §3); samples of a design are a line of their own. */
export const cartLineId = (
  productId: string,
  color?: string | null,
  material?: string | null,
  kind: LineKind = 'goods',
): string => `${productId}-${color ?? ''}-${material ?? ''}${kind === 'sample' ? '-sample' : ''}`;

/** Samples in these lines, all designs together: at most SAMPLES_PER_ORDER_MAX (decision 027). */
export const sampleCount = (lines: readonly Pick<GuestCartLine, 'kind' | 'quantity'>[]): number =>
  lines.reduce((sum, l) => sum + (l.kind === 'sample' ? l.quantity : 0), 0);

/** Never below 1 (spec §5), never above what the server accepts. */
export const clampQuantity = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(quantity))) : 1;

export function toGuestLine(input: AddToCartInput): GuestCartLine {
  const { product } = input;
  const kind = input.kind ?? 'goods';
  // A sample is an A4 swatch: no wall and nothing installed, as the server records it.
  const customDimensions =
    kind === 'sample'
      ? null
      : (input.customDimensions ?? (product.kind === 'customised' ? { ...WALL_SIZE_DEFAULTS } : null));
  // Kept as priced, as the server keeps it: the product's default when none was chosen.
  const selectedMaterial = lineMaterial(product, input.selectedMaterial);
  return {
    id: cartLineId(product.id, input.selectedColor, selectedMaterial, kind),
    kind,
    product,
    quantity: clampQuantity(input.quantity ?? 1),
    selectedColor: input.selectedColor ?? null,
    selectedMaterial,
    customDimensions,
    installation: kind === 'sample' ? false : (input.installation ?? true),
  };
}

/**
 * Adds a line, or raises the quantity of the line with the same product, colour and material. The
 * spec merges on those three only, so the first line's wall size and installation choice stay.
 */
export function mergeLine(lines: readonly GuestCartLine[], line: GuestCartLine): GuestCartLine[] {
  const existing = lines.find((l) => l.id === line.id);
  if (!existing) return [...lines, line];
  return lines.map((l) =>
    l.id === line.id ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
  );
}

/** The figures a cart line shows, from priceLine as the server works them out. */
export function linePrice(line: Omit<GuestCartLine, 'id'>) {
  const price = priceLine({
    kind: line.kind,
    product: line.product,
    material: line.selectedMaterial,
    installation: line.installation,
    dimensions: line.customDimensions,
    quantity: line.quantity,
  });
  return {
    unit: price.unit,
    rate: price.rate,
    ratePerSqft: price.ratePerSqft,
    installationAmount: price.installationAmount,
    amount: price.amount,
  };
}

export function priceCartLine(line: GuestCartLine): CartLine {
  return { ...line, _id: line.id, ...linePrice(line) };
}

const isSize = (value: unknown): value is WallSize =>
  isRecordLike(value) && typeof value.width === 'number' && typeof value.height === 'number';
const isOptionalText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function toStoredLine(entry: unknown): GuestCartLine | null {
  if (!isRecordLike(entry) || typeof entry.id !== 'string') return null;
  const product = readStoredProduct(entry.product);
  if (!product) return null;
  const { selectedColor, selectedMaterial, customDimensions } = entry;
  if (!isOptionalText(selectedColor) || !isOptionalText(selectedMaterial)) return null;
  if (customDimensions !== null && !isSize(customDimensions)) return null;
  return {
    id: entry.id,
    kind: entry.kind === 'sample' ? 'sample' : 'goods',
    product,
    quantity: clampQuantity(typeof entry.quantity === 'number' ? entry.quantity : 1),
    selectedColor,
    selectedMaterial,
    customDimensions,
    installation: entry.installation !== false,
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
