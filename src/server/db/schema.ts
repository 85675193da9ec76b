import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { CreditReason } from '../../domain/credit';
import type { RecordedGiftCard } from '../../domain/gift-card';
import type { Benefit, Target as PromotionTarget } from '../../domain/promotion';
import {
  PAYMENT_STATUSES,
  type CheckoutRecord,
  type RecordedDiscount,
  type ShippingInfo,
} from '../../domain/checkout';
import type { RefundStatus } from '../../domain/fulfilment';
import type { ReturnKind, ReturnReason, ReturnStatus } from '../../domain/returns';
import type { DocumentSeries, InvoiceRow } from '../../domain/invoice';
import type { OrderItemKind } from '../../domain/constants';
import type { OrderStatus } from '../../domain/order-status';
import type { ShipmentEventStatus, ShippingProviderName } from '../../domain/shipping';
import type { JobEventKind, JobStatus, Period, ProblemReason } from '../../domain/installation';
import type { LineKind } from '../../domain/pricing';
import type { MeasuredWall, VisitStatus } from '../../domain/measure-visit';
import type { Crop, Wall } from '../../domain/walls';
import type { PackStatus, ProductionStep } from '../../domain/production';
import type { TaxClass } from '../../domain/tax';
import { INBOX_STATUSES } from '../../domain/inbox';
import { MEDIA_TYPES } from '../../domain/media';
import type { OutboxStatus } from '../../domain/outbox';
import { PAYMENT_TAKERS } from '../../domain/store';
import type { ProductStatus } from '../../domain/product-admin';
import { DEFAULT_ROLL, type PatternMatch, type ProductKind, type UserRole } from '../../domain/constants';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
/** Every instant is stored with its time zone. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** Money in paise. bigint, so no total can overflow the column; JavaScript numbers hold it exactly up to 2^53. */
const paiseOrNull = (name: string) => bigint(name, { mode: 'number' });
const paise = (name: string) => paiseOrNull(name).notNull();
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

type Target = () => AnyPgColumn;
/** A row that belongs to another and goes when it goes (a cart's lines, a user's sessions). */
const ownedBy = (name: string, target: Target) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
/** A row that must keep what it points at: orders, payments and refunds are records, never deleted with it. */
const requiredRef = (name: string, target: Target) => uuid(name).notNull().references(target);
/** Who or what a row came from, forgotten (null) when that is deleted: a removed staff member, a deleted product. */
const refOrNull = (name: string, target: Target) => uuid(name).references(target, { onDelete: 'set null' });
/** The most common owners: a user's, a product's and an order's rows go with them. */
const ownedByUser = () => ownedBy('user_id', () => users.id);
const ownedByProduct = () => ownedBy('product_id', () => products.id);
const ownedByOrder = () => ownedBy('order_id', () => orders.id);

/** A secret a user holds (a session, a password-reset link): kept only as its hash, good until it expires. */
const userToken = () => ({
  userId: ownedByUser(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** A line's colour, material and wall size as the shopper chose them: the cart keeps them, the order copies them. */
const lineChoices = () => ({
  selectedColor: text('selected_color'),
  selectedMaterial: text('selected_material'),
  widthIn: integer('width_in'),
  heightIn: integer('height_in'),
  /** a made-to-measure line's walls with their openings; width_in/height_in are then null (decision 067) */
  walls: jsonb('walls').$type<Wall[]>(),
  /** a single picture's placement on those walls, in picture units (decision 067) */
  crop: jsonb('crop').$type<Crop>(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    featured: boolean('featured').notNull().default(false),
    phone: text('phone'),
    /**
     * a guest checkout's own row (decision 019): no password, one per guest session, so its token reaches only
     * what that session bought; claimed and deleted when an account takes its orders
     */
    guest: boolean('guest').notNull().default(false),
    /** a business buyer's GSTIN and legal name, offered at checkout (docs/decisions/058-business-buyers.md) */
    gstin: text('gstin'),
    gstLegalName: text('gst_legal_name'),
    ...timestamps(),
  },
  (t) => [
    // One account per e-mail; guest rows share their e-mail with each other and never with an account.
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`not ${t.guest}`),
    index('users_guest_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.guest}`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('customer', 'viewer', 'editor', 'admin', 'installer')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    ...userToken(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    ...userToken(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    kind: text('kind').$type<ProductKind>().notNull().default('customised'),
    tags: textList('tags'),
    theme: text('theme'),
    colors: textList('colors'),
    materials: textList('materials'),
    roomTypes: textList('room_types'),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    images: textList('images'),
    widthCm: doublePrecision('width_cm').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    /** a roll's own size and pattern, what the roll calculator counts strips from (rolls only) */
    rollWidthCm: doublePrecision('roll_width_cm').notNull().default(DEFAULT_ROLL.widthCm),
    rollLengthCm: doublePrecision('roll_length_cm').notNull().default(DEFAULT_ROLL.lengthCm),
    patternRepeatCm: doublePrecision('pattern_repeat_cm').notNull().default(DEFAULT_ROLL.patternRepeatCm),
    patternMatch: text('pattern_match').$type<PatternMatch>().notNull().default(DEFAULT_ROLL.patternMatch),
    /** the packed parcel for one unit (grams, cm); null takes its kind's DEFAULT_PARCEL (domain/shipping.ts) */
    shipWeightG: integer('ship_weight_g'),
    shipLengthCm: doublePrecision('ship_length_cm'),
    shipBreadthCm: doublePrecision('ship_breadth_cm'),
    shipHeightCm: doublePrecision('ship_height_cm'),
    /** one seamless repeat of the design and its width on the wall, for the wall preview; null for none */
    tileImage: text('tile_image'),
    repeatCm: doublePrecision('repeat_cm'),
    bestseller: boolean('bestseller').notNull().default(false),
    /** for made-to-order products the staff's flag; for counted rolls always stock > 0 (the check below) */
    inStock: boolean('in_stock').notNull().default(true),
    /** whole rolls of `batch` that can still be sold; null for made-to-order (every customised product) */
    stock: integer('stock'),
    /** the print batch those rolls come from: one batch on the shelf at a time (decision 026) */
    batch: text('batch'),
    /** rolls out of `stock` held by open checkouts: none in stock but some held is 'Reserved' (decision 044) */
    heldRolls: integer('held_rolls').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** a draft is staff-only: the storefront never lists, shows, recommends or sells it */
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    skuId: text('sku_id').notNull(),
    rating: doublePrecision('rating').notNull().default(4.5),
    reviews: integer('reviews').notNull().default(0),
    position: integer('position').notNull().default(0),
    /**
     * name, category and tags, lower-cased, written on every save: short, so trigram matching (fragments and
     * typos) stays cheap; the full-text vector adds the description.
     */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', search_text || ' ' || description)`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.skuId),
    index('products_category_idx').on(t.category, t.skuId),
    index('products_kind_idx').on(t.kind, t.skuId),
    index('products_theme_idx').on(t.theme),
    // The theme filter, in the default order and by price: the first tag stands in for a missing theme
    // (docs/store-rules.md#records), the expression `themeKey` filters on (modules/products/service.ts).
    index('products_theme_key_idx').on(sql`coalesce(${t.theme}, ${t.tags}[1])`, t.skuId),
    index('products_theme_price_idx').on(sql`coalesce(${t.theme}, ${t.tags}[1])`, t.pricePaise, t.skuId),
    index('products_price_idx').on(t.pricePaise, t.skuId),
    // In the popularity order (bestsellers first, then skuId), which also serves the bestseller filter.
    index('products_bestseller_idx').on(t.bestseller.desc().nullsFirst(), t.skuId),
    index('products_name_idx').on(t.name, t.skuId),
    // Related products match the first tag against a category (docs/store-rules.md#constants); without this it
    // scans the table.
    index('products_first_tag_idx').on(sql`(${t.tags}[1])`, t.skuId),
    // The home carousels take the first few products in the staff's order, flagged or not
    // (docs/store-rules.md#constants).
    index('products_position_idx').on(t.position, t.skuId),
    index('products_bestseller_position_idx')
      .on(t.position, t.skuId)
      .where(sql`${t.bestseller}`),
    index('products_featured_position_idx')
      .on(t.position, t.skuId)
      .where(sql`${t.featured}`),
    index('products_colors_idx').using('gin', t.colors),
    index('products_materials_idx').using('gin', t.materials),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_kind_check', sql`${t.kind} in ('customised', 'rolls')`),
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check('products_pattern_match_check', sql`${t.patternMatch} in ('straight', 'half-drop')`),
    check('products_status_check', sql`${t.status} in ('active', 'draft')`),
    check(
      'products_stock_check',
      sql`${t.stock} is null or (${t.stock} >= 0 and ${t.kind} = 'rolls' and ${t.inStock} = (${t.stock} > 0))`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: ownedByProduct(),
    userId: ownedByUser(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** the reviewer had a paid order containing the product when the review was written */
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    /** set while staff keep the review off the shop: not listed, not counted in the rating (decision 051) */
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: refOrNull('hidden_by', () => users.id),
    /** the store's public answer, shown under the review */
    answer: text('answer'),
    answeredAt: timestamptz('answered_at'),
    answeredBy: refOrNull('answered_by', () => users.id),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const carts = pgTable('carts', {
  id: id(),
  userId: ownedByUser().unique(),
  recoveryEmailSentAt: timestamptz('recovery_email_sent_at'),
  ...timestamps(),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: ownedBy('cart_id', () => carts.id),
    productId: ownedByProduct(),
    /** 'sample': A4 swatches of the product in the material chosen, no wall and no installation (decision 027) */
    kind: text('kind').$type<LineKind>().notNull().default('goods'),
    quantity: integer('quantity').notNull(),
    ...lineChoices(),
    installation: boolean('installation').notNull().default(true),
    /** product and every option joined, so the same choice raises a quantity (ON CONFLICT) instead of adding a line */
    lineKey: text('line_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cart_lines_key_idx').on(t.cartId, t.lineKey),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('cart_lines_kind_check', sql`${t.kind} in ('goods', 'sample')`),
  ],
);

/**
 * Guest carts handed over to an account (decision 052): the browser's hand-over key and, per line key, the quantity
 * already taken, so the same local cart sent again adds only what it gained since.
 */
export const cartHandOvers = pgTable(
  'cart_hand_overs',
  {
    userId: ownedByUser(),
    key: uuid('key').notNull(),
    taken: jsonb('taken').$type<Record<string, number>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: ownedByUser(),
    productId: ownedByProduct(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_product_idx').on(t.userId, t.productId)],
);

/** A signed-in shopper's delivery addresses, offered at checkout (decision 015). Checked by SaveAddressSchema. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ownedByUser(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    ...timestamps(),
  },
  // Saving the same address again (Back, then Continue) keeps one copy.
  (t) => [
    uniqueIndex('addresses_user_same_idx').on(
      t.userId,
      t.firstName,
      t.lastName,
      t.phone,
      t.address,
      t.city,
      t.state,
      t.zipCode,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** one order per provider order: the guard that makes a replayed or concurrent payment create nothing */
    providerOrderId: text('provider_order_id').notNull().unique(),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>().notNull(),
    subtotalPaise: paise('subtotal_paise'),
    shippingPaise: paise('shipping_paise'),
    taxPaise: paise('tax_paise'),
    /** a sample credit taken off the subtotal (decision 027): total = subtotal − credit + shipping + tax */
    sampleCreditPaise: paise('sample_credit_paise').default(0),
    sampleCreditCode: text('sample_credit_code'),
    /** paid from the customer's store credit (docs/decisions/061-one-store-credit-ledger.md): a means of payment, so
     * the invoice's total is unchanged and the provider was asked for total − this */
    storeCreditPaise: paise('store_credit_paise').default(0),
    /** paid by gift cards (docs/decisions/063-gift-cards.md): a means of payment like store credit */
    giftCardPaise: paise('gift_card_paise').default(0),
    /** each card's part, its own line on the order's pages */
    giftCards: jsonb('gift_cards').$type<RecordedGiftCard[]>().notNull().default([]),
    /** what promotions took off the lines (GST is on what is left) and off shipping (docs/decisions/062-promotions.md) */
    discountPaise: paise('discount_paise').default(0),
    shippingDiscountPaise: paise('shipping_discount_paise').default(0),
    /** each saving as it is shown on its own line */
    discounts: jsonb('discounts').$type<RecordedDiscount[]>().notNull().default([]),
    /** how tax_paise is owed (decision 020): CGST + SGST, or IGST; all null on orders placed before it */
    cgstPaise: paiseOrNull('cgst_paise'),
    sgstPaise: paiseOrNull('sgst_paise'),
    igstPaise: paiseOrNull('igst_paise'),
    totalPaise: paise('total_paise'),
    /** shipping's own tax, part of tax_paise: 0 under the spec's arithmetic (docs/decisions/057-gst-by-tax-class.md) */
    shippingTaxPaise: paise('shipping_tax_paise').default(0),
    /** the rate shipping was taxed at, basis points; null on orders placed before decision 057 */
    shippingRateBp: integer('shipping_rate_bp'),
    /** a registered buyer (B2B): their GSTIN and legal name as the invoice names them (decision 058) */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /** the GST tax invoice's number, given in the transaction that records the paid order (decision 025) */
    invoiceNumber: text('invoice_number').unique(),
    /**
     * when a cash order's invoice was issued: at dispatch, its time of supply (docs/decisions/056-cash-on-delivery.md);
     * null for an order invoiced when paid, whose invoice is dated with the order
     */
    invoicedAt: timestamptz('invoiced_at'),
    /**
     * The e-invoice's registration (docs/decisions/060-einvoice-and-eway-bill.md): the IRN, acknowledgement and
     * signed QR code the IRP returned for the INV-01 JSON, pasted back by staff and printed on the invoice.
     */
    irn: text('irn').unique(),
    irnAckNo: text('irn_ack_no'),
    irnAckAt: timestamptz('irn_ack_at'),
    irnSignedQr: text('irn_signed_qr'),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_buyer_gstin_idx')
      .on(t.buyerGstin)
      .where(sql`${t.buyerGstin} is not null`),
    // One split or none, and it adds up to the tax charged.
    check(
      'orders_gst_split_check',
      sql`(${t.cgstPaise} is null and ${t.sgstPaise} is null and ${t.igstPaise} is null)
        or (${t.igstPaise} is null and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.cgstPaise} + ${t.sgstPaise} = ${t.taxPaise})
        or (${t.cgstPaise} is null and ${t.sgstPaise} is null and ${t.igstPaise} = ${t.taxPaise})`,
    ),
  ],
);

/**
 * The last serial given in each series (invoices, credit notes) for each financial year ('26-27'). A document
 * takes its serial with one upsert in the transaction that records it: the row stays locked until that commits,
 * so concurrent orders on any instance queue for it, and a rolled-back order gives its serial back (decision
 * 025).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ownedByOrder(),
    productId: refOrNull('product_id', () => products.id),
    name: text('name').notNull(),
    image: text('image'),
    /** the product's kind then, or 'sample' for swatches of it */
    kind: text('kind').$type<OrderItemKind>().notNull(),
    ...lineChoices(),
    installation: boolean('installation').notNull(),
    quantity: integer('quantity').notNull(),
    unitRatePaise: paise('unit_rate_paise'),
    unitAmountPaise: paise('unit_amount_paise'),
    lineTotalPaise: paise('line_total_paise'),
    /** the print batch the rolls were taken from; null for made-to-order lines */
    batch: text('batch'),
    /** paid for, but the stock was gone when the order was recorded: staff must find rolls or refund */
    awaitingStock: boolean('awaiting_stock').notNull().default(false),
    /** the part of the order's sample credit taken off this line (decision 043): it was not paid for */
    creditPaise: integer('credit_paise').notNull().default(0),
    /**
     * The line's tax as charged (docs/decisions/057-gst-by-tax-class.md): its goods' HSN, rate and tax, and its
     * installation's SAC, rate and tax, each on its value after discounts. Null on lines from before it.
     */
    goodsCode: text('goods_code'),
    goodsTaxablePaise: paiseOrNull('goods_taxable_paise'),
    goodsRateBp: integer('goods_rate_bp'),
    goodsTaxPaise: paiseOrNull('goods_tax_paise'),
    installationCode: text('installation_code'),
    installationTaxablePaise: paiseOrNull('installation_taxable_paise'),
    installationRateBp: integer('installation_rate_bp'),
    installationTaxPaise: paiseOrNull('installation_tax_paise'),
    /** promotions' share of this line (docs/decisions/062-promotions.md): it was paid line_total − credit − discount */
    discountPaise: paise('discount_paise').default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

/** A file of a production pack, kept in the media store under a private key (decision 068). */
export interface PackFile {
  name: string;
  key: string;
  /** panels in a wall's print file; null for the strip plan */
  panels: number | null;
}

/**
 * A made-to-measure line's production pack (decision 068): made once per version of the line (its walls, crop
 * and material), by whichever worker claims it; `step` is the print room's progress, which dispatch waits on.
 */
export const productionPacks = pgTable(
  'production_packs',
  {
    orderItemId: uuid('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: ownedByOrder(),
    version: text('version').notNull(),
    status: text('status').$type<PackStatus>().notNull().default('pending'),
    files: jsonb('files').$type<PackFile[]>().notNull().default([]),
    step: text('step').$type<ProductionStep>().notNull().default('queued'),
    claimedAt: timestamptz('claimed_at'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [
    index('production_packs_order_idx').on(t.orderId),
    index('production_packs_status_idx').on(t.status),
  ],
);

/**
 * Every status change of an order, with who made it; shipped ones carry the courier and tracking number. The
 * order's placing is its created_at, so only changes are recorded here (decision 024).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: ownedByOrder(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** null when the customer did it, or when the staff member has since been removed */
    actorId: refOrNull('actor_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff's internal notes on an order; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: ownedByOrder(),
    body: text('body').notNull(),
    authorId: refOrNull('author_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Money given back, one row per refund, each of which will also need its own GST credit note. The UNIQUE
 * idempotency key makes a retried or doubled request refund once; a `failed` row no longer counts against what
 * is left to refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    amountPaise: paise('amount_paise'),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    createdBy: refOrNull('created_by', () => users.id),
    /** the GST credit note, numbered when the refund succeeds, with the tax it reverses (decision 029) */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNoteAt: timestamptz('credit_note_at'),
    creditNoteCgstPaise: paiseOrNull('credit_note_cgst_paise'),
    creditNoteSgstPaise: paiseOrNull('credit_note_sgst_paise'),
    creditNoteIgstPaise: paiseOrNull('credit_note_igst_paise'),
    /** the note's rows, each invoice row it credits at that row's rate (docs/decisions/055-gstr1.md); null before */
    creditNoteRows: jsonb('credit_note_rows').$type<InvoiceRow[]>(),
    /** of the amount, what went back to the store-credit ledger and to gift cards; the rest to the provider
     * (docs/decisions/061-one-store-credit-ledger.md) */
    creditPaise: integer('credit_paise').notNull().default(0),
    giftCardPaise: integer('gift_card_paise').notNull().default(0),
    /** the gift-card part, card by card with each one's last 4, so order pages can say where it went */
    giftCards: jsonb('gift_cards').$type<RecordedGiftCard[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_credit_note_idx').on(t.creditNoteAt),
    index('refunds_created_idx').on(t.createdAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A customer's request to return or exchange some lines of a delivered order (decision 029). Staff approve or
 * reject it; an approved return is refunded under the key `return-<id>`, an approved exchange is later
 * dispatched.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: ownedByOrder(),
    kind: text('kind').$type<ReturnKind>().notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    details: text('details').notNull(),
    photos: textList('photos'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    staffNote: text('staff_note'),
    /** the customer chose to be refunded as store credit (docs/decisions/061-one-store-credit-ledger.md) */
    refundToCredit: boolean('refund_to_credit').notNull().default(false),
    refundId: uuid('refund_id').references(() => refunds.id),
    decidedBy: refOrNull('decided_by', () => users.id),
    decidedAt: timestamptz('decided_at'),
    ...timestamps(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** The lines of a request and how many of each. */
export const returnLines = pgTable(
  'return_lines',
  {
    requestId: ownedBy('request_id', () => returnRequests.id),
    orderItemId: ownedBy('order_item_id', () => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.orderItemId] }),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id),
    provider: text('provider', { enum: PAYMENT_TAKERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    amountPaise: paise('amount_paise'),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    method: text('method'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** the lines and figures charged, recorded at create-order: the order is built from this alone */
    checkout: jsonb('checkout').$type<CheckoutRecord>().notNull(),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>(),
    orderId: uuid('order_id').references(() => orders.id),
    /** the counted rolls of `checkout` are held out of stock for this checkout until it is paid or lapses */
    stockHeld: boolean('stock_held').notNull().default(false),
    /** when reconciliation last asked the provider about this still-unpaid provider order */
    checkedAt: timestamptz('checked_at'),
    ...timestamps(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_stock_held_idx')
      .on(t.createdAt)
      .where(sql`${t.stockHeld}`),
    // Reconciliation looks only at provider orders still awaiting their payment.
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
  ],
);

/**
 * One code per design sampled in a paid order (decision 027): worth what that order paid for the design's
 * samples, off a full order of the same design within 30 days, once. A checkout claims it (payment_id) when its
 * provider order is made; the order made from that payment marks it used.
 */
export const sampleCredits = pgTable(
  'sample_credits',
  {
    id: id(),
    code: text('code').notNull().unique(),
    /** the shopper who ordered the samples, and the e-mail the code was sent to */
    userId: ownedByUser(),
    email: text('email').notNull(),
    productId: ownedByProduct(),
    sourceOrderId: ownedBy('source_order_id', () => orders.id),
    amountPaise: paise('amount_paise'),
    expiresAt: timestamptz('expires_at').notNull(),
    paymentId: refOrNull('payment_id', () => payments.id),
    claimedAt: timestamptz('claimed_at'),
    usedOrderId: refOrNull('used_order_id', () => orders.id),
    usedAt: timestamptz('used_at'),
    /** its samples were cancelled or refunded before it was used: it can no longer be claimed (decision 043) */
    voidedAt: timestamptz('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Completing an order twice (browser and webhook) issues its codes once.
    uniqueIndex('sample_credits_source_product_idx').on(t.sourceOrderId, t.productId),
    index('sample_credits_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A customer's store credit, one append-only ledger (docs/decisions/061-one-store-credit-ledger.md): the balance is
 * the sum of the entries. A checkout spends once and is given back once (unique payment and reason); a grant tied
 * to an order is made once (unique order and reason).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    userId: ownedByUser(),
    /** signed: grants positive, spending negative */
    amountPaise: paise('amount_paise'),
    reason: text('reason').$type<CreditReason>().notNull(),
    /** the words staff gave with a goodwill credit, shown to the customer */
    note: text('note'),
    /** the member of staff who made it; null for what the store did itself */
    actorId: refOrNull('actor_id', () => users.id),
    orderId: refOrNull('order_id', () => orders.id),
    paymentId: refOrNull('payment_id', () => payments.id),
    /** the refund that gave it, once per refund */
    refundId: refOrNull('refund_id', () => refunds.id),
    /** a grant that lapses (sample credit) */
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_entries_payment_reason_idx')
      .on(t.paymentId, t.reason)
      .where(sql`${t.paymentId} is not null`),
    uniqueIndex('credit_entries_order_reason_idx')
      .on(t.orderId, t.reason)
      .where(sql`${t.paymentId} is null and ${t.refundId} is null and ${t.orderId} is not null`),
    uniqueIndex('credit_entries_refund_idx')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    check('credit_entries_amount_nonzero', sql`${t.amountPaise} <> 0`),
  ],
);

/** A code or an automatic offer, made and paused by admins and editors (docs/decisions/062-promotions.md). */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    name: text('name').notNull(),
    /** upper case; null for an automatic promotion */
    code: text('code').unique(),
    benefit: jsonb('benefit').$type<Benefit>().notNull(),
    target: jsonb('target').$type<PromotionTarget>().notNull(),
    minSubtotalPaise: paiseOrNull('min_subtotal_paise'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    signedInOnly: boolean('signed_in_only').notNull().default(false),
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    budgetPaise: paiseOrNull('budget_paise'),
    combines: boolean('combines').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('promotions_automatic_idx')
      .on(t.createdAt)
      .where(sql`${t.code} is null`),
  ],
);

/**
 * One checkout's use of a promotion: held from create-order, used when its order is recorded, released when the
 * checkout fails or lapses. Limits count the held and used ones under the promotion's row lock.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: id(),
    promotionId: ownedBy('promotion_id', () => promotions.id),
    paymentId: ownedBy('payment_id', () => payments.id),
    userId: ownedByUser(),
    /** a guest is counted by the e-mail and phone they check out with */
    email: text('email'),
    phone: text('phone'),
    discountPaise: paise('discount_paise'),
    status: text('status').$type<'held' | 'used' | 'released'>().notNull().default('held'),
    orderId: refOrNull('order_id', () => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_payment_idx').on(t.promotionId, t.paymentId),
    index('promotion_redemptions_active_idx')
      .on(t.promotionId)
      .where(sql`${t.status} <> 'released'`),
  ],
);

/**
 * A gift card (docs/decisions/063-gift-cards.md). Its code exists only from the moment it is sent: stored as a
 * SHA-256 hash (80 random bits, so a fast hash is enough) with the last 4 characters staff may see. The balance
 * moves only by conditional UPDATEs that keep it at or above zero; every move is an entry below.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    codeHash: text('code_hash').unique(),
    last4: text('last4'),
    initialPaise: paise('initial_paise'),
    balancePaise: paise('balance_paise'),
    source: text('source').$type<'purchase' | 'issued'>().notNull(),
    /** the checkout that paid for it; unique, so the browser, the webhook and reconciliation issue it once */
    purchasePaymentId: refOrNull('purchase_payment_id', () => payments.id).unique(),
    buyerId: refOrNull('buyer_id', () => users.id),
    issuedBy: refOrNull('issued_by', () => users.id),
    note: text('note'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message').notNull().default(''),
    sendAt: timestamptz('send_at').notNull(),
    sentAt: timestamptz('sent_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    disabledAt: timestamptz('disabled_at'),
    ...timestamps(),
  },
  (t) => [
    index('gift_cards_unsent_idx')
      .on(t.sendAt)
      .where(sql`${t.sentAt} is null`),
    check('gift_cards_balance_nonnegative', sql`${t.balancePaise} >= 0`),
  ],
);

/** Every move of a card's balance: issued, spent by a checkout, given back, taken again, redeemed into credit. */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: id(),
    giftCardId: ownedBy('gift_card_id', () => giftCards.id),
    amountPaise: paise('amount_paise'),
    reason: text('reason')
      .$type<'issued' | 'spent' | 'released' | 'respent' | 'redeemed' | 'refunded'>()
      .notNull(),
    paymentId: refOrNull('payment_id', () => payments.id),
    orderId: refOrNull('order_id', () => orders.id),
    userId: refOrNull('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_entries_card_idx').on(t.giftCardId, t.createdAt),
    uniqueIndex('gift_card_entries_payment_idx')
      .on(t.giftCardId, t.paymentId, t.reason)
      .where(sql`${t.paymentId} is not null`),
  ],
);

export const customDesignRequests = pgTable(
  'custom_design_requests',
  {
    id: id(),
    userId: refOrNull('user_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    roomType: text('room_type').notNull(),
    widthFt: doublePrecision('width_ft').notNull(),
    heightFt: doublePrecision('height_ft').notNull(),
    style: text('style').notNull(),
    budget: text('budget').notNull(),
    description: text('description').notNull(),
    inspirationImages: textList('inspiration_images'),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    ...timestamps(),
  },
  (t) => [index('custom_design_status_idx').on(t.status, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    ...timestamps(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

export const mediaItems = pgTable('media_items', {
  id: id(),
  type: text('type', { enum: MEDIA_TYPES }).notNull(),
  url: text('url').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  fileName: text('file_name'),
  mimeType: text('mime_type'),
  sizeBytes: integer('size_bytes'),
  uploadedBy: refOrNull('uploaded_by', () => users.id),
  createdAt: createdAt(),
});

/**
 * Every image and video served under /images/ (generated art, uploads and their resized copies), so that every
 * instance serves the same files (decision 022). A key is written once and never changed: URLs are cached for a
 * year, so new content gets a new key.
 */
export const mediaFiles = pgTable('media_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** Wall previews a signed-in shopper kept: a JPEG stored like an upload. */
export const wallPreviews = pgTable(
  'wall_previews',
  {
    id: id(),
    userId: ownedByUser(),
    productId: refOrNull('product_id', () => products.id),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wall_previews_user_idx').on(t.userId, t.createdAt)],
);

export const collections = pgTable('collections', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  ...timestamps(),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: ownedBy('collection_id', () => collections.id),
    productId: ownedByProduct(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    status: text('status').$type<OutboxStatus>().notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    attemptedAt: timestamptz('attempted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(t.to),
    // The outbox retry looks only at the few messages not yet delivered.
    index('email_outbox_undelivered_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'sending', 'failed')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: refOrNull('actor_id', () => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // A product's stock adjustments are listed on its admin page.
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityId, t.action, t.createdAt),
  ],
);

/** The HSN or SAC of each tax class (a category, or installation), edited by admins (decision 057). */
export const taxCodes = pgTable('tax_codes', {
  taxClass: text('tax_class').$type<TaxClass>().primaryKey(),
  code: text('code').notNull(),
  updatedAt: updatedAt(),
});

/** Small facts about this store's life, such as when the catalogue was seeded, so a restart seeds nothing twice. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** An installation team (decision 065): the PINs it serves, its India working days and hours, and its capacity. */
export const installationTeams = pgTable(
  'installation_teams',
  {
    id: id(),
    name: text('name').notNull(),
    pinPrefixes: textList('pin_prefixes'),
    /** 0 = Sunday … 6 = Saturday */
    workingDays: integer('working_days').array().notNull(),
    /** 'HH:MM', India time */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /** India days ('2026-12-25') the team does not work */
    holidays: textList('holidays'),
    jobsPerDay: integer('jobs_per_day').notNull(),
    sqftPerDay: integer('sqft_per_day').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('installation_teams_name_idx').on(sql`lower(${t.name})`)],
);

/** Which team an installer account works in: an installer sees that team's jobs and nobody else's. */
export const installationTeamMembers = pgTable('installation_team_members', {
  userId: ownedByUser().primaryKey(),
  teamId: ownedBy('team_id', () => installationTeams.id),
  createdAt: createdAt(),
});

/**
 * One job per order with installation, made when the order is paid (decision 065). A booked job names its team,
 * day and period; its place in the team's day is counted in installation_capacity.
 */
export const installationJobs = pgTable(
  'installation_jobs',
  {
    id: id(),
    orderId: ownedByOrder().unique(),
    status: text('status').$type<JobStatus>().notNull().default('unbooked'),
    /** square feet to paper, rounded up */
    areaSqft: integer('area_sqft').notNull(),
    pin: text('pin').notNull(),
    teamId: uuid('team_id').references(() => installationTeams.id, { onDelete: 'set null' }),
    /** India day 'YYYY-MM-DD' and period while booked */
    day: text('day'),
    period: text('period').$type<Period>(),
    startsAt: timestamptz('starts_at'),
    remindedAt: timestamptz('reminded_at'),
    checkedInAt: timestamptz('checked_in_at'),
    finishedAt: timestamptz('finished_at'),
    rollsUsed: integer('rolls_used'),
    notes: text('notes').notNull().default(''),
    beforePhotos: textList('before_photos'),
    afterPhotos: textList('after_photos'),
    problemPhotos: textList('problem_photos'),
    problemReason: text('problem_reason').$type<ProblemReason>(),
    /** the customer's typed name, or 'code' when they read out the e-mailed code */
    signoff: text('signoff'),
    /** SHA-256 of the 6-digit sign-off code e-mailed to the customer on check-in */
    signoffCodeHash: text('signoff_code_hash'),
    ...timestamps(),
  },
  (t) => [
    index('installation_jobs_team_day_idx').on(t.teamId, t.day),
    index('installation_jobs_status_idx').on(t.status),
    index('installation_jobs_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.remindedAt} is null`),
  ],
);

/**
 * What a team has taken on for a day: jobs, sq ft and jobs per period. A booking takes its place with one
 * conditional UPDATE of this row (the limits checked in its WHERE), so of twenty bookings racing for the last
 * place exactly one lands, on any number of instances (decision 065).
 */
export const installationCapacity = pgTable(
  'installation_capacity',
  {
    teamId: ownedBy('team_id', () => installationTeams.id),
    day: text('day').notNull(),
    jobs: integer('jobs').notNull().default(0),
    sqft: integer('sqft').notNull().default(0),
    morning: integer('morning').notNull().default(0),
    afternoon: integer('afternoon').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.day] }),
    check(
      'installation_capacity_nonnegative',
      sql`${t.jobs} >= 0 and ${t.sqft} >= 0 and ${t.morning} >= 0 and ${t.afternoon} >= 0`,
    ),
  ],
);

/** Everything that happened to a job, for the order's timelines and the staff's order sheet. */
export const installationJobEvents = pgTable(
  'installation_job_events',
  {
    id: id(),
    jobId: ownedBy('job_id', () => installationJobs.id),
    kind: text('kind').$type<JobEventKind>().notNull(),
    detail: text('detail'),
    /** null when the customer or the store did it */
    actorId: refOrNull('actor_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('installation_job_events_job_idx').on(t.jobId, t.createdAt)],
);

/**
 * A measurement visit before buying (docs/decisions/071-measurement-visits.md). It holds a place in a team's day
 * in installation_capacity like an installation job (area 0) from the moment it is created; the payment is
 * recorded once (UNIQUE provider order and payment id, and a conditional UPDATE from pending), and the fee goes
 * to the customer's store credit in that same transaction.
 */
export const measureVisits = pgTable(
  'measure_visits',
  {
    id: id(),
    userId: ownedByUser(),
    /** the custom-fit design it was booked from; null from the custom design page */
    productId: refOrNull('product_id', () => products.id),
    status: text('status').$type<VisitStatus>().notNull().default('pending'),
    feePaise: paise('fee_paise'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    paidAt: timestamptz('paid_at'),
    address: jsonb('address').$type<ShippingInfo>().notNull(),
    pin: text('pin').notNull(),
    teamId: uuid('team_id').references(() => installationTeams.id, { onDelete: 'set null' }),
    /** India day and period while a place is held or booked */
    day: text('day'),
    period: text('period').$type<Period>(),
    startsAt: timestamptz('starts_at'),
    remindedAt: timestamptz('reminded_at'),
    walls: jsonb('walls').$type<MeasuredWall[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    measuredAt: timestamptz('measured_at'),
    ...timestamps(),
  },
  (t) => [
    index('measure_visits_user_idx').on(t.userId, t.createdAt),
    index('measure_visits_team_day_idx').on(t.teamId, t.day),
    index('measure_visits_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Everything that happened to a visit, for the customer's account and the board. */
export const measureVisitEvents = pgTable(
  'measure_visit_events',
  {
    id: id(),
    visitId: ownedBy('visit_id', () => measureVisits.id),
    kind: text('kind').notNull(),
    detail: text('detail'),
    actorId: refOrNull('actor_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('measure_visit_events_visit_idx').on(t.visitId, t.createdAt)],
);

/**
 * One parcel per order, booked with the carrier (docs/decisions/054-shipments-and-carrier-events.md). The row is
 * reserved (awb null) before the carrier is asked, so of two bookings of one order only one reaches the carrier;
 * a booking the carrier refused deletes its reservation.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: ownedByOrder().unique(),
    provider: text('provider').$type<ShippingProviderName>().notNull(),
    carrier: text('carrier'),
    awb: text('awb').unique(),
    providerShipmentId: text('provider_shipment_id'),
    /** the carrier's own label; null when the store draws it (the sandbox) */
    labelUrl: text('label_url'),
    weightG: integer('weight_g').notNull(),
    lengthCm: doublePrecision('length_cm').notNull(),
    breadthCm: doublePrecision('breadth_cm').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    /** what the courier collects at the door; 0 for a prepaid order */
    codPaise: paise('cod_paise').default(0),
    /** when the courier collected the cash (the delivered event), and when it paid it to the store (remitted) */
    codCollectedAt: timestamptz('cod_collected_at'),
    codRemittedAt: timestamptz('cod_remitted_at'),
    /** the furthest event reached (domain/shipping.ts advances) and when it happened */
    status: text('status').$type<ShipmentEventStatus>(),
    statusAt: timestamptz('status_at'),
    /** a failed delivery waiting for staff to choose re-attempt or return (the Delivery problems queue) */
    ndrOpen: boolean('ndr_open').notNull().default(false),
    ndrReason: text('ndr_reason'),
    ndrAction: text('ndr_action').$type<'reattempt' | 'return'>(),
    /**
     * the phone or address the customer gave through the failed-delivery e-mail's signed link, held for staff's
     * re-attempt, which sends it to the carrier; cleared once a decision is made
     */
    ndrPhone: text('ndr_phone'),
    ndrAddress: text('ndr_address'),
    ndrCorrectedAt: timestamptz('ndr_corrected_at'),
    createdBy: refOrNull('created_by', () => users.id),
    ...timestamps(),
  },
  (t) => [
    index('shipments_ndr_idx').on(t.ndrOpen, t.updatedAt),
    index('shipments_status_idx').on(t.status, t.statusAt),
  ],
);

/**
 * Every event a carrier reported about a parcel, once: the UNIQUE (shipment, status, time) makes a replayed or
 * repeated webhook insert nothing, and the order moves only on the insert that landed.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    shipmentId: ownedBy('shipment_id', () => shipments.id),
    status: text('status').$type<ShipmentEventStatus>().notNull(),
    at: timestamptz('at').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_events_once_idx').on(t.shipmentId, t.status, t.at)],
);

/**
 * A cash-on-delivery order's own record (docs/decisions/056-cash-on-delivery.md): its figures, the customer's
 * confirmation code (an HMAC, never the code), wrong tries, the hour it lapses, and the phone the two-RTO guard
 * counts by (digits only).
 */
export const codOrders = pgTable(
  'cod_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id),
    phone: text('phone').notNull(),
    feePaise: paise('fee_paise'),
    feeTaxPaise: paise('fee_tax_paise').default(0),
    advancePaise: paise('advance_paise').default(0),
    collectPaise: paise('collect_paise'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    confirmBy: timestamptz('confirm_by').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    ...timestamps(),
  },
  (t) => [
    index('cod_orders_user_idx').on(t.userId),
    index('cod_orders_phone_idx').on(t.phone),
    index('cod_orders_pending_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmedAt} is null`),
  ],
);
