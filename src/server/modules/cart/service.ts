import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CART_TOTAL_TOO_LARGE,
  type Cart,
  type CartHandOver,
  type CartHandOverBody,
  type CartLine,
  type CartLineBody,
} from '../../../domain/cart';
import { CART_QUANTITY_MAX, ORDER_TOTAL_MAX_PAISE, SAMPLES_PER_ORDER_MAX } from '../../../domain/constants';
import {
  lineFigures,
  lineKey,
  lineOptions,
  lineWalls,
  linePriceOf,
  wallColumns,
  wallFromColumns,
} from '../../../domain/line';
import type { LineOptions } from '../../../domain/line-schema';
import { checkoutSummary, toRupees, type LinePrice } from '../../../domain/pricing';
import { SAMPLE_MESSAGES } from '../../../domain/checkout';
import type { Db } from '../../db/client';
import { cartHandOvers, cartLines, carts, products } from '../../db/schema';
import { STOCK_MESSAGES } from '../../../domain/stock';
import { cropProblem, isSinglePicture, wallLimits, wallsProblem } from '../../../domain/walls';
import { AppError, Conflict, Invalid, NotFound } from '../../errors';
import { isListed, productPricing, toProductDto, type ProductRow } from '../products/service';

export type CartLineRow = typeof cartLines.$inferSelect;

/** A stored line with its product and its price worked out now, from the product as it is today. */
export interface PricedCartLine {
  line: CartLineRow;
  product: ProductRow;
  price: LinePrice;
}

export const CART_MESSAGES = {
  productNotFound: 'Product not found',
  outOfStock: 'This product is out of stock',
  colorUnavailable: 'This colour is not available for this product',
  materialUnavailable: 'This material is not available for this product',
  lineNotFound: 'Cart item not found',
  wallsForCustomFit: 'Walls with openings are for custom-fit products; a roll line takes customDimensions',
  cropForPictures: 'Only a single picture (a mural) can be placed on the wall; this design repeats',
} as const;

const optionsOf = (line: CartLineRow): LineOptions => ({
  kind: line.kind,
  selectedColor: line.selectedColor,
  selectedMaterial: line.selectedMaterial,
  customDimensions: wallFromColumns(line),
  walls: line.walls,
  crop: line.crop,
  installation: line.installation,
});

export const priceCartLine = (line: CartLineRow, product: ProductRow): LinePrice =>
  linePriceOf(productPricing(product), { ...optionsOf(line), quantity: line.quantity });

/** The user's lines, oldest first, each priced; what checkout turns into an order. */
export async function loadCartLines(db: Db, userId: string): Promise<PricedCartLine[]> {
  const rows = await db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map(({ line, product }) => ({ line, product, price: priceCartLine(line, product) }));
}

export function toCartLineDto({ line, product, price }: PricedCartLine): CartLine {
  return {
    _id: line.id,
    id: line.id,
    product: toProductDto(product),
    quantity: line.quantity,
    ...optionsOf(line),
    ...lineFigures(price),
  };
}

export function toCartDto(lines: readonly PricedCartLine[]): Cart {
  return {
    items: lines.map(toCartLineDto),
    subtotal: toRupees(checkoutSummary(lines.map((l) => l.price.amountPaise)).subtotalPaise),
    count: lines.reduce((sum, l) => sum + l.line.quantity, 0),
  };
}

/**
 * The cart as it stands inside a change's transaction, held to its limits: the product changed is not asked for
 * in more rolls than are in stock across all its lines (two walls make two lines; samples are swatches, not
 * rolls), there are at most five samples, and the checkout total (tax and shipping included) is within what one
 * order may come to. A refused change is rolled back and the cart stays as it was. One read of the lines with
 * their products answers all three and is the cart the change answers with (decision 083). The cart holds
 * nothing: the rolls are held when checkout begins (decision 026).
 */
async function checkedCart(tx: Db, userId: string, productId: string): Promise<PricedCartLine[]> {
  const lines = await loadCartLines(tx, userId);
  assertWithinStock(lines, productId);
  assertSampleLimit(lines);
  if (checkoutSummary(lines.map((l) => l.price.amountPaise)).totalPaise > ORDER_TOTAL_MAX_PAISE)
    throw new Invalid(CART_TOTAL_TOO_LARGE);
  return lines;
}

function assertWithinStock(lines: readonly PricedCartLine[], productId: string): void {
  const ofProduct = lines.filter((l) => l.product.id === productId && l.line.kind === 'goods');
  const product = ofProduct[0]?.product;
  if (!product || product.stock === null) return;
  if (ofProduct.reduce((sum, l) => sum + l.line.quantity, 0) > product.stock)
    throw new Conflict(STOCK_MESSAGES.notEnough(product.name, product.stock));
}

/**
 * At most five samples in one order, all designs together (issue 15); checked after each change inside its
 * transaction, whose touch of the cart row makes concurrent changes to one cart wait their turn, and again at
 * checkout.
 */
export function assertSampleLimit(lines: readonly PricedCartLine[]): void {
  const samples = lines.reduce((sum, l) => sum + (l.line.kind === 'sample' ? l.line.quantity : 0), 0);
  if (samples > SAMPLES_PER_ORDER_MAX) throw new Invalid(SAMPLE_MESSAGES.tooMany);
}

export async function getCart(db: Db, userId: string): Promise<Cart> {
  return toCartDto(await loadCartLines(db, userId));
}

/**
 * The user's cart id, made on first use. DO UPDATE rather than DO NOTHING so that one statement both returns
 * the id and touches updated_at, which abandoned-cart detection reads.
 */
async function touchCart(db: Db, userId: string): Promise<string> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error('cart upsert returned no row');
  return cart.id;
}

/** A line as the cart stores it, once the product and the choices are checked: refused with a 4xx otherwise. */
async function cartLineValues(db: Db, body: CartLineBody) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, body.productId), isListed));
  if (!product) throw new NotFound(CART_MESSAGES.productNotFound);
  if (!product.inStock) throw new Invalid(CART_MESSAGES.outOfStock);

  let selectedColor: string | null = null;
  if (body.selectedColor) {
    const wanted = body.selectedColor.toLowerCase();
    // Stored in the product's own spelling, so 'gold' and 'Gold' make one line.
    selectedColor = product.colors.find((c) => c.toLowerCase() === wanted) ?? null;
    if (!selectedColor) throw new Invalid(CART_MESSAGES.colorUnavailable);
  }
  // Recorded as priced, so the order names the material even when the shopper kept the default.
  const options = lineOptions(productPricing(product), { ...body, selectedColor });
  // A customised product is sold only in its own materials (docs/decisions/014-one-honest-price.md); a roll has
  // no choice to make.
  if (
    product.kind === 'customised' &&
    body.selectedMaterial &&
    options.selectedMaterial !== body.selectedMaterial
  ) {
    throw new Invalid(CART_MESSAGES.materialUnavailable);
  }
  assertMeasured(product, body, options);
  const { customDimensions, ...chosen } = options;
  return {
    ...chosen,
    ...wallColumns(customDimensions),
    productId: product.id,
    quantity: body.quantity,
    lineKey: lineKey(product.id, options),
  };
}
type CartLineValues = Awaited<ReturnType<typeof cartLineValues>>;

/**
 * Walls and a crop, when sent, are checked against the product (decision 067): walls for custom fit only, each
 * within the sizes its roll can print and its openings inside it and apart; a crop only for a single picture,
 * with the walls inside the picture. A plain customDimensions keeps the bounds it always had.
 */
function assertMeasured(product: ProductRow, body: CartLineBody, options: LineOptions): void {
  if (body.kind === 'sample') return;
  if (body.walls && product.kind !== 'customised') throw new Invalid(CART_MESSAGES.wallsForCustomFit);
  const walls = lineWalls(options);
  if (body.walls && walls) {
    const problem = wallsProblem(walls, wallLimits(productPricing(product).roll));
    if (problem) throw new Invalid(problem);
  }
  if (body.crop) {
    if (!isSinglePicture(product)) throw new Invalid(CART_MESSAGES.cropForPictures);
    const problem = walls ? cropProblem(body.crop, walls) : null;
    if (problem) throw new Invalid(problem);
  }
}

/** Adds the line (or raises its quantity) and holds the cart to its stock and order limits, inside `tx`. */
async function putLine(
  tx: Db,
  cartId: string,
  userId: string,
  values: CartLineValues,
): Promise<PricedCartLine[]> {
  // The unique (cart_id, line_key) index makes concurrent adds of the same choice merge instead of duplicating.
  await tx
    .insert(cartLines)
    .values({ ...values, cartId })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.lineKey],
      set: {
        quantity: sql`least(${sql.raw(String(CART_QUANTITY_MAX))}, ${cartLines.quantity} + excluded.quantity)`,
        updatedAt: sql`now()`,
      },
    });
  return checkedCart(tx, userId, values.productId);
}

export async function addToCart(db: Db, userId: string, body: CartLineBody): Promise<Cart> {
  const values = await cartLineValues(db, body);
  return toCartDto(
    await db.transaction(async (tx) => putLine(tx, await touchCart(tx, userId), userId, values)),
  );
}

/** A refusal about one line (4xx) is reported with the hand-over's answer; anything else fails the request. */
const lineRefusal = (error: unknown, productId: string) => {
  if (error instanceof AppError && error.statusCode < 500) return { productId, message: error.message };
  throw error;
};

/**
 * A guest's local cart moved into the account in one request (decision 052). The browser keeps `key` with its
 * local cart until it has the answer; the account remembers, per key, the quantity of each line already taken,
 * so the same cart sent again (the page left before the browser forgot its copy, a retry, a second tab) adds
 * only what it gained since, and answers the cart as it stands. A line the store refuses is reported and not
 * taken; the others go in.
 */
export async function handOverGuestCart(
  db: Db,
  userId: string,
  { key, lines }: CartHandOverBody,
): Promise<CartHandOver> {
  const refused: CartHandOver['refused'] = [];
  // Lines that differ only in what the store corrects (a material's default, a colour's spelling) are one line.
  const wanted = new Map<string, CartLineValues>();
  for (const line of lines) {
    try {
      const values = await cartLineValues(db, line);
      const same = wanted.get(values.lineKey);
      const quantity = Math.min(CART_QUANTITY_MAX, (same?.quantity ?? 0) + values.quantity);
      wanted.set(values.lineKey, { ...values, quantity });
    } catch (error) {
      refused.push(lineRefusal(error, line.productId));
    }
  }

  await db.transaction(async (tx) => {
    // Touching the cart row first makes every change to this cart, a second hand-over with the same key
    // included, wait for this one to commit; the key's row is then read as this one left it.
    const cartId = await touchCart(tx, userId);
    const [row] = await tx
      .insert(cartHandOvers)
      .values({ userId, key })
      .onConflictDoUpdate({
        target: [cartHandOvers.userId, cartHandOvers.key],
        set: { updatedAt: sql`now()` },
      })
      .returning({ taken: cartHandOvers.taken });
    const taken = { ...row?.taken };
    for (const values of wanted.values()) {
      const more = values.quantity - (taken[values.lineKey] ?? 0);
      if (more <= 0) continue;
      try {
        // A savepoint: a line refused for stock or the order limit is undone alone.
        await tx.transaction((line) => putLine(line, cartId, userId, { ...values, quantity: more }));
        taken[values.lineKey] = values.quantity;
      } catch (error) {
        refused.push(lineRefusal(error, values.productId));
      }
    }
    await tx
      .update(cartHandOvers)
      .set({ taken })
      .where(and(eq(cartHandOvers.userId, userId), eq(cartHandOvers.key, key)));
  });
  return { cart: await getCart(db, userId), refused };
}

const ownLine = (userId: string, lineId: string) =>
  and(
    eq(cartLines.id, lineId),
    inArray(cartLines.cartId, sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`),
  );

export async function updateCartLine(
  db: Db,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<Cart> {
  const lines = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cartLines)
      .set({ quantity })
      .where(ownLine(userId, lineId))
      .returning({ productId: cartLines.productId });
    if (!updated) throw new NotFound(CART_MESSAGES.lineNotFound);
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.userId, userId));
    return checkedCart(tx, userId, updated.productId);
  });
  return toCartDto(lines);
}

export async function removeCartLine(db: Db, userId: string, lineId: string): Promise<Cart> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(cartLines)
      .where(ownLine(userId, lineId))
      .returning({ id: cartLines.id });
    if (!removed) throw new NotFound(CART_MESSAGES.lineNotFound);
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.userId, userId));
  });
  return getCart(db, userId);
}

/**
 * Once an order is placed (pass its transaction): takes out of the cart what was paid for and nothing else. A
 * line the shopper added after checkout began stays; so does any quantity added to a paid line meanwhile
 * (adding the same choice again raises that line's quantity), so a paid line loses the quantity paid for and
 * goes when none is left. A line's options never change (they are its key), so its id and quantity say all that
 * was paid.
 */
export async function removePaidLines(
  tx: Db,
  userId: string,
  paid: readonly { cartLineId: string; quantity: number }[],
): Promise<void> {
  const own = sql`l.id = paid.id and l.cart_id in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`;
  // One statement whatever the number of lines (decision 083): both changes see the cart as it was before
  // either, so a line is deleted or reduced, never both.
  const values = paid.length
    ? sql.join(
        paid.map((p) => sql`(${p.cartLineId}::uuid, ${p.quantity}::int)`),
        sql`, `,
      )
    : sql`(null::uuid, 0)`;
  await tx.execute(sql`
    with paid(id, quantity) as (values ${values}),
    gone as (
      delete from ${cartLines} l using paid where ${own} and l.quantity <= paid.quantity returning l.id
    ),
    reduced as (
      update ${cartLines} l set quantity = l.quantity - paid.quantity, updated_at = now()
      from paid where ${own} and l.quantity > paid.quantity returning l.id
    )
    update ${carts} set updated_at = now() where ${carts.userId} = ${userId}`);
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [cart] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.userId, userId))
      .returning({ id: carts.id });
    if (cart) await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
  });
}
