import type { Cart, CartLineBodyInput } from '../../../domain/cart';
import { WALL_SIZE_MAX_IN } from '../../../domain/constants';
import { lineFigures, linePriceOf } from '../../../domain/line';
import { checkoutSummary, lineMaterial, pricingOf, toPaise, toRupees } from '../../../domain/pricing';
import { clampQuantity, type AddToCartInput, type GuestCartLine } from './cart-line';

export const EMPTY_CART: Cart = { items: [], subtotal: 0, count: 0 };

/** The totals the server would send for these lines: the same pricing code, summed in paise. */
export function withTotals(items: Cart['items']): Cart {
  return {
    items,
    subtotal: toRupees(checkoutSummary(items.map((l) => toPaise(l.amount))).subtotalPaise),
    count: items.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** The drawer's optimistic view of a quantity change (docs/store-rules.md#sessions): never below 1, priced as the server will. */
export function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const next = clampQuantity(quantity);
  return withTotals(
    cart.items.map((line) => {
      if (line.id !== lineId) return line;
      return {
        ...line,
        quantity: next,
        ...lineFigures(linePriceOf(pricingOf(line.product), { ...line, quantity: next })),
      };
    }),
  );
}

export const withoutLine = (cart: Cart, lineId: string): Cart =>
  withTotals(cart.items.filter((l) => l.id !== lineId));

const isWallSide = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= WALL_SIZE_MAX_IN;

/** The body of POST /api/cart (docs/store-rules.md#records) for an add from the product page. */
export function toCartLineBody(input: AddToCartInput): CartLineBodyInput {
  return {
    kind: input.kind ?? 'goods',
    productId: input.product.id,
    quantity: clampQuantity(input.quantity ?? 1),
    selectedColor: input.selectedColor ?? null,
    selectedMaterial: input.selectedMaterial ?? null,
    customDimensions: input.customDimensions ?? null,
    // Made to measure (decision 067): sent only when set, so a plain wall's body is unchanged.
    ...(input.walls ? { walls: input.walls } : {}),
    ...(input.crop ? { crop: input.crop } : {}),
    installation: input.installation ?? true,
  };
}

export interface CartMergeStep {
  /** the guest line it comes from */
  lineId: string;
  productName: string;
  body: CartLineBodyInput;
}

/**
 * What to send, one line at a time, to move a guest's cart into their account (docs/store-rules.md#sessions).
 * Values the server would refuse are dropped to its defaults rather than losing the line: a material the
 * product does not offer becomes its default, and an impossible wall size the default wall (a roll's, none).
 */
export function planGuestCartMerge(lines: readonly GuestCartLine[]): CartMergeStep[] {
  return lines.map((line) => {
    const size = line.customDimensions;
    const customDimensions =
      size && isWallSide(size.width) && isWallSide(size.height)
        ? { width: size.width, height: size.height }
        : null;
    return {
      lineId: line.id,
      productName: line.product.name,
      body: {
        kind: line.kind,
        productId: line.product.id,
        quantity: clampQuantity(line.quantity),
        selectedColor: line.selectedColor?.trim() || null,
        selectedMaterial: lineMaterial(line.product, line.selectedMaterial),
        customDimensions,
        ...(line.walls ? { walls: line.walls } : {}),
        ...(line.crop ? { crop: line.crop } : {}),
        installation: line.installation,
      },
    };
  });
}
