import { z } from 'zod';
import { GiftCardPurchaseSchema, RecordedGiftCardSchema } from './gift-card';
import { CropSchema, MeasuredWallSchema } from './line-schema';
import { BusinessBuyerSchema } from './business';
import { RupeesSchema } from './money';
import {
  ADDRESS_MESSAGES,
  checkPin,
  mobileProblem,
  normaliseMobile,
  pinStateProblem,
  stateByName,
} from './address';
import { PRODUCT_KINDS, SAMPLES_PER_ORDER_MAX } from './constants';
import { GstSplitSchema } from './order';
import { LINE_KINDS, type LineKind } from './pricing';
import {
  codeOfCategory,
  INSTALLATION_CLASS,
  lineSupplies,
  taxOrder,
  type GstRates,
  type TaxClass,
  type TaxedFee,
  type TaxedSupply,
} from './tax';
import { EmailSchema, line, requiredEntry } from './text';

const required = (message: string) =>
  line(message, 200, { type: message, tooLong: message, control: message }).min(1, message);

/** An Indian mobile number however it was typed, stored as +91 and ten digits (address.ts). */
export const MobileSchema = requiredEntry('Phone number is required', 20, ADDRESS_MESSAGES.phoneInvalid)
  .superRefine((value, ctx) => {
    const problem = mobileProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => normaliseMobile(value) ?? value);

/** One of the 28 states and 8 union territories, stored under its own spelling. */
export const StateSchema = requiredEntry('State is required', 60, ADDRESS_MESSAGES.stateUnknown)
  .superRefine((value, ctx) => {
    if (!stateByName(value)) ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.stateUnknown });
  })
  .transform((value) => stateByName(value)?.name ?? value);

/** A 6-digit PIN code in a postal circle India Post delivers to, stored without spaces. */
export const PinCodeSchema = requiredEntry('ZIP code is required', 10, ADDRESS_MESSAGES.pinInvalid)
  .superRefine((value, ctx) => {
    const pin = checkPin(value);
    if (!pin.ok) ctx.addIssue({ code: 'custom', message: pin.message });
  })
  .transform((value) => {
    const pin = checkPin(value);
    return pin.ok ? pin.pin : value;
  });

/** The PIN must lie in the chosen state; the message sits on the PIN field, which is the likelier slip. */
const pinInState =
  <K extends string>(pinKey: K) =>
  (value: Record<K | 'state', string>, ctx: z.RefinementCtx) => {
    const problem = pinStateProblem(value[pinKey], value.state);
    if (problem) ctx.addIssue({ code: 'custom', path: [pinKey], message: problem });
  };

/** A delivery address as the shopper fills it in and saves it: the checkout form less the e-mail. */
const addressFields = {
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  phone: MobileSchema,
  address: required('Address is required'),
  city: required('City is required'),
  state: StateSchema,
  zipCode: PinCodeSchema,
};

export const ShippingFormSchema = z
  .object({ ...addressFields, email: EmailSchema })
  .superRefine(pinInState('zipCode'));
export type ShippingFormValues = z.infer<typeof ShippingFormSchema>;

/** What is sent with an order: first and last names joined (docs/store-rules.md#records). */
export const ShippingInfoSchema = z
  .object({
    name: required('Name is required'),
    address: required('Address is required'),
    city: required('City is required'),
    state: StateSchema,
    zip: PinCodeSchema,
    phone: MobileSchema,
    email: EmailSchema,
  })
  .superRefine(pinInState('zip'));
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;

export const toShippingInfo = (form: ShippingFormValues): ShippingInfo => ({
  name: `${form.firstName} ${form.lastName}`,
  address: form.address,
  city: form.city,
  state: form.state,
  zip: form.zipCode,
  phone: form.phone,
  email: form.email,
});

// ---- Saved addresses ----

/** A signed-in shopper keeps at most this many; checkout lists them all. */
export const SAVED_ADDRESSES_MAX = 10;

export const SaveAddressSchema = z.object(addressFields).superRefine(pinInState('zipCode'));
export type SaveAddress = z.infer<typeof SaveAddressSchema>;
export type SaveAddressInput = z.input<typeof SaveAddressSchema>;

/** The form's fields as they were saved: plain strings, since they passed its rules on the way in. */
const savedAddressFields = Object.fromEntries(
  Object.keys(addressFields).map((key) => [key, z.string()]),
) as Record<keyof typeof addressFields, z.ZodString>;
export const SavedAddressSchema = z.object({ id: z.string(), ...savedAddressFields, createdAt: z.string() });
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AddressParamsSchema = z.object({ id: z.string().max(100) });
export const ADDRESS_NOT_FOUND = 'Address not found';

// ---- Samples and their credit codes (decision 027) ----

/** Letters and digits a shopper cannot misread (no 0/O, 1/I/L), grouped as WC-XXXX-XXXX. */
export const SAMPLE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const SAMPLE_CODE_PATTERN = /^WC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

export const SAMPLE_MESSAGES = {
  tooMany: `An order can hold at most ${SAMPLES_PER_ORDER_MAX} samples. Please remove one before adding another.`,
  codeInvalid: 'This sample credit code is not valid.',
  codeUsed: 'This sample credit code has already been used.',
  codeExpired: (date: string) => `This sample credit code expired on ${date}.`,
  codeNeedsDesign: (name: string) =>
    `This code is for ${name}: add a full order of that design (not a sample) to use it.`,
  codeVoided:
    'This sample credit code is no longer valid: the samples it came with were cancelled or refunded.',
  codeInUse: 'This sample credit code is being used in another checkout. Please try again in a few minutes.',
} as const;

/** Typed however the shopper likes (lower case, spaces, no dashes); checked in its canonical form. */
export const SampleCodeSchema = z
  .string({ error: SAMPLE_MESSAGES.codeInvalid })
  .trim()
  .max(30, SAMPLE_MESSAGES.codeInvalid)
  .transform((value) => {
    const bare = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    const body = bare.startsWith('WC') ? bare.slice(2) : bare;
    return `WC-${body.slice(0, 4)}-${body.slice(4)}`;
  })
  .pipe(z.string().regex(SAMPLE_CODE_PATTERN, SAMPLE_MESSAGES.codeInvalid));

export const SampleCreditCheckSchema = z.object({ code: SampleCodeSchema });
export type SampleCreditCheckInput = z.input<typeof SampleCreditCheckSchema>;

/** A code the cart can use now: the design it is for and the rupees it takes off. */
export const SampleCreditSchema = z.object({
  code: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: RupeesSchema,
});
export type SampleCredit = z.infer<typeof SampleCreditSchema>;

// ---- Payment (docs/store-rules.md#api, docs/decisions/006-payments-and-orders.md) ----

/** A payments row's life: made at create-order, then paid (an order is made from it) or failed. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the payment webhook answers: always 200, so the provider stops retrying whatever was done. */
export const WebhookAckSchema = z.object({
  status: z.enum(['ignored', 'processed', 'duplicate', 'rejected']),
});
export type WebhookAck = z.infer<typeof WebhookAckSchema>;

export const CHECKOUT_MESSAGES = {
  paymentFailed: 'Payment failed. Please try again.',
  cartEmpty: 'Your cart is empty',
  orderComplete: 'Order Complete!',
} as const;

// 0 when store credit pays everything (docs/decisions/061-one-store-credit-ledger.md).
const paise = z
  .number({ error: 'amount must be a whole number of paise' })
  .int('amount must be a whole number of paise')
  .nonnegative('amount must be a whole number of paise');

/**
 * `amount` is what the browser believes it will pay (total × 100, docs/store-rules.md#api); the server charges
 * its own figure and refuses when they differ. `shippingInfo` is ours, not the spec's: a webhook that arrives
 * without the browser still knows where to deliver.
 */
export const CreatePaymentOrderSchema = z.object({
  amount: paise.optional(),
  currency: z.literal('INR', { error: "currency must be 'INR'" }).default('INR'),
  shippingInfo: ShippingInfoSchema.optional(),
  /** a sample credit code to take off this order (decision 027), checked again here whatever the page showed */
  sampleCode: SampleCodeSchema.optional(),
  /** a registered business buying: its GSTIN and legal name go on the invoice (decision 058) */
  business: BusinessBuyerSchema.optional(),
  /** pay what the store credit covers from it, the rest through the provider (docs/decisions/061-one-store-credit-ledger.md) */
  useCredit: z.boolean({ error: 'useCredit must be true or false' }).default(false),
  /** discount codes (docs/decisions/062-promotions.md); one promotion code per order, checked here again */
  codes: z.array(z.string().trim().max(60, 'This code is not valid.')).max(5).default([]),
});
export type CreatePaymentOrder = z.infer<typeof CreatePaymentOrderSchema>;
export type CreatePaymentOrderInput = z.input<typeof CreatePaymentOrderSchema>;

/** docs/store-rules.md#records 'Payment order response', plus the key the provider's checkout needs. `amount` is in paise. */
export const PaymentOrderSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
  keyId: z.string(),
  /**
   * Set when store credit paid the whole total: the order is already placed, with this id, and no provider
   * dialog is needed (docs/decisions/061-one-store-credit-ledger.md).
   */
  placedOrderId: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

const wholePaise = z.number().int().nonnegative();

/** One part of a line under one code: its value after discounts, the rate (basis points) and the tax charged. */
const SupplyTaxSchema = z.object({
  code: z.string(),
  taxablePaise: wholePaise,
  rateBp: wholePaise,
  taxPaise: wholePaise,
});

/**
 * One line as it was priced when the provider order was made: what the order item will say, and the cart line
 * it came from, so that paying removes exactly that line from the cart.
 */
export const PaidLineSchema = z.object({
  cartLineId: z.string(),
  /** absent from records made before samples (decision 027): those lines are all goods */
  kind: z.enum(LINE_KINDS).optional(),
  /** `id` is null only in records carried over from orders placed before lines were recorded */
  product: z.object({
    id: z.string().nullable(),
    name: z.string(),
    image: z.string().nullable(),
    kind: z.enum(PRODUCT_KINDS),
  }),
  selectedColor: z.string().nullable(),
  selectedMaterial: z.string().nullable(),
  widthIn: z.number().int().nullable(),
  heightIn: z.number().int().nullable(),
  /** made to measure (decision 067); absent from records made before it */
  walls: z.array(MeasuredWallSchema).nullish(),
  crop: CropSchema.nullish(),
  installation: z.boolean(),
  quantity: z.number().int().positive(),
  unitRatePaise: wholePaise,
  unitAmountPaise: wholePaise,
  lineTotalPaise: wholePaise,
  /** what promotions took off this line (docs/decisions/062-promotions.md); absent before them */
  discountPaise: wholePaise.optional(),
  /** set when the rolls were counted stock, held at create-order from this print batch (decision 026) */
  fromStock: z.object({ batch: z.string().nullable() }).nullish(),
  /**
   * The line's tax as charged (docs/decisions/057-gst-by-tax-class.md): goods and installation apart, each on
   * its value after discounts. Absent from records made before it.
   */
  tax: z.object({ goods: SupplyTaxSchema, installation: SupplyTaxSchema.nullable() }).optional(),
});
export type PaidLine = z.infer<typeof PaidLineSchema>;

export const RecordedDiscountSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  amountPaise: wholePaise,
  shippingPaise: wholePaise,
});
export type RecordedDiscount = z.infer<typeof RecordedDiscountSchema>;

/** Kept on the payments row at create-order: the order is built from it and never priced again. */
export const CheckoutRecordSchema = z.object({
  lines: z.array(PaidLineSchema),
  subtotalPaise: wholePaise,
  shippingPaise: wholePaise,
  taxPaise: wholePaise,
  totalPaise: wholePaise,
  /**
   * The sample credit taken off the subtotal (decision 027): the code, the design it was for and the paise. The
   * code is marked used by the order made from this record.
   */
  credit: z.object({ code: z.string(), productId: z.string(), amountPaise: wholePaise }).optional(),
  /**
   * The promotions applied (docs/decisions/062-promotions.md): each with what it took off. `discountPaise` is the
   * lines' part, which lowers the taxable value; `shippingDiscountPaise` came off shipping (`shippingPaise` is
   * what was charged after it). total = subtotal − credit − discount + shipping + tax.
   */
  discounts: z.array(RecordedDiscountSchema).optional(),
  discountPaise: wholePaise.optional(),
  shippingDiscountPaise: wholePaise.optional(),
  /**
   * Paid from the shopper's store credit (docs/decisions/061-one-store-credit-ledger.md): the provider is asked
   * for `totalPaise` less this, and nothing at all when it covers the whole total.
   */
  storeCreditPaise: wholePaise.optional(),
  /**
   * Paid by gift cards (docs/decisions/063-gift-cards.md), each card's part; the provider is asked for
   * `totalPaise` less these and the store credit.
   */
  giftCards: z.array(RecordedGiftCardSchema).optional(),
  /**
   * Set when this checkout buys a gift card rather than goods: no lines, no tax (a card is a means of payment),
   * and the card is issued, not an order placed, when it is paid.
   */
  giftCardPurchase: GiftCardPurchaseSchema.optional(),
  /**
   * Set when this checkout pays a measurement visit's fee (docs/decisions/075-visit-fee-paid-like-an-order.md): no
   * lines, no tax (the fee is store credit, taxed on the order it pays for), and the visit is booked, not an
   * order placed, when it is paid.
   */
  measureVisit: z.object({ visitId: z.string() }).optional(),
  /**
   * The store's GST state when charged, and the split of `taxPaise` (paise) for the delivery state given then.
   * Absent from records made before decision 020.
   */
  gst: z.object({ storeState: z.string(), split: GstSplitSchema }).optional(),
  /** the registered buyer the invoice names (decision 058); absent for a consumer */
  buyer: z.object({ gstin: z.string(), legalName: z.string() }).optional(),
  /** shipping's share of `taxPaise` and its rate (decision 057); absent from records made before it */
  shippingTax: z.object({ rateBp: wholePaise, taxPaise: wholePaise }).optional(),
  /**
   * Cash on delivery (docs/decisions/056-cash-on-delivery.md): the fee (in `totalPaise`, its tax in `taxPaise`),
   * the advance paid online on custom-fit lines, what the courier collects (total − advance), and how many hours
   * the customer has to confirm. The order made from this record awaits its code instead of being paid.
   */
  cod: z
    .object({
      feePaise: wholePaise,
      feeTaxPaise: wholePaise,
      feeRateBp: wholePaise,
      advancePaise: wholePaise,
      collectPaise: wholePaise,
      confirmHours: z.number().int().positive(),
    })
    .optional(),
});
export type CheckoutRecord = z.infer<typeof CheckoutRecordSchema>;

/**
 * The sample credit shared out over the full lines of its design, in proportion to their totals, the remainder
 * going to the last, so the shares add up to the credit exactly (decision 043). Each share is what that line
 * was not paid for, so a refund of the line never gives back the credit as cash.
 */
export function creditShares(record: {
  lines: readonly { kind?: LineKind; product: { id: string | null }; lineTotalPaise: number }[];
  credit?: { productId: string; amountPaise: number } | undefined;
}): number[] {
  const shares = record.lines.map(() => 0);
  const credit = record.credit;
  if (!credit) return shares;
  const credited = [...record.lines.entries()].filter(
    ([, l]) => l.kind !== 'sample' && l.product.id === credit.productId,
  );
  const base = credited.reduce((sum, [, l]) => sum + l.lineTotalPaise, 0);
  let left = Math.min(credit.amountPaise, base);
  credited.forEach(([index, l], n) => {
    const share =
      n === credited.length - 1
        ? left
        : Math.min(left, Math.floor((credit.amountPaise * l.lineTotalPaise) / base));
    shares[index] = share;
    left -= share;
  });
  return shares;
}

/** What the tax of an order depends on besides its lines: GST_RATES, and each tax class's code. */
export interface GstSetting {
  /** null: the spec's 8% of the goods, fees untaxed */
  rates: GstRates | null;
  codes: Readonly<Record<TaxClass, string>>;
}

/** What taxing a line needs to know of it, on the server (a cart line being charged) and in the browser alike. */
export interface TaxLineInput {
  kind?: LineKind;
  product: { id: string | null; category: string };
  goodsPaise: number;
  installationPaise: number;
  /** what promotions took off this line (docs/decisions/062-promotions.md): GST is on what is left */
  discountPaise?: number;
}

export interface CheckoutTax {
  lines: { goods: TaxedSupply; installation: TaxedSupply | null }[];
  fees: TaxedFee[];
  taxPaise: number;
}

/**
 * The one computation of an order's tax (docs/decisions/057-gst-by-tax-class.md): each line's sample credit
 * share (decision 043) comes off its value, goods and installation are taxed under their own codes, and the fees
 * (shipping, then any other) as part of the supply. The checkout page runs it to show the total the server will
 * charge; the server runs it to charge and record it.
 */
export function checkoutTax(
  lines: readonly TaxLineInput[],
  credit: { productId: string; amountPaise: number } | undefined,
  feesPaise: readonly number[],
  gst: GstSetting,
): CheckoutTax {
  const discounts = creditShares({
    lines: lines.map((l) => ({ ...l, lineTotalPaise: l.goodsPaise + l.installationPaise })),
    credit,
  });
  const parts = lines.map((l, i) =>
    lineSupplies({
      goodsPaise: l.goodsPaise,
      installationPaise: l.installationPaise,
      discountPaise: (discounts[i] ?? 0) + (l.discountPaise ?? 0),
      goodsCode: codeOfCategory(gst.codes, l.product.category),
      installationCode: gst.codes[INSTALLATION_CLASS],
    }),
  );
  const taxed = taxOrder(parts.flat(), feesPaise, gst.rates);
  let next = 0;
  const taxedLines = parts.map((supplies) => {
    const [goods, installation] = supplies.map(() => taxed.supplies[next++]);
    if (!goods) throw new Error('a line without its goods');
    return { goods, installation: installation ?? null };
  });
  return { lines: taxedLines, fees: taxed.fees, taxPaise: taxed.taxPaise };
}

/** What Razorpay's checkout hands its success handler; the sandbox answers the same. */
export const PaymentResultSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

const providerId = (name: string) =>
  line(name, 100, { type: `${name} is required`, tooLong: `${name} is too long` }).min(
    1,
    `${name} is required`,
  );

export const PlaceOrderSchema = z.object({
  shippingInfo: ShippingInfoSchema,
  paymentId: providerId('paymentId'),
  orderId: providerId('orderId'),
  signature: providerId('signature'),
});
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

// ---- The offline sandbox checkout ----

export type SandboxOutcome = 'success' | 'declined';

/** The numbers Razorpay documents for test mode, so a shopper who knows one knows the other. */
export const SANDBOX_CARDS = [
  { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'success' },
  { number: '5267 3181 8797 5449', brand: 'MasterCard', outcome: 'success' },
  { number: '4000 0000 0000 0002', brand: 'Visa', outcome: 'declined' },
] as const satisfies readonly { number: string; brand: string; outcome: SandboxOutcome }[];

export const SANDBOX_UPI_IDS = [
  { vpa: 'success@razorpay', outcome: 'success' },
  { vpa: 'failure@razorpay', outcome: 'declined' },
] as const satisfies readonly { vpa: string; outcome: SandboxOutcome }[];

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** MM/YY, still valid this month (cards expire at the end of their month). */
function notExpired(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const SandboxCardSchema = z.object(
  {
    number: requiredEntry('Card number is required', 40, 'Enter a valid card number')
      .transform(cardDigits)
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number')),
    expiry: requiredEntry('Expiry date is required', 10, 'Enter the expiry as MM/YY')
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM/YY')
      .refine((v) => notExpired(v), 'This card has expired'),
    cvc: requiredEntry('CVV is required', 4, 'Enter the 3 or 4 digit CVV').regex(
      /^\d{3,4}$/,
      'Enter the 3 or 4 digit CVV',
    ),
    name: line('Name on card', 100, {
      type: 'Name on card is required',
      tooLong: 'Name on card is too long',
    }).min(1, 'Name on card is required'),
  },
  { error: 'Card details are required' },
);
export type SandboxCardInput = z.input<typeof SandboxCardSchema>;

export const SandboxUpiSchema = z.object(
  {
    vpa: requiredEntry('UPI ID is required', 100, 'Enter a valid UPI ID').regex(
      /^[\w.-]{2,}@[a-z][a-z0-9]+$/i,
      'Enter a valid UPI ID',
    ),
  },
  { error: 'UPI ID is required' },
);
export type SandboxUpiInput = z.input<typeof SandboxUpiSchema>;

const sandboxCommon = {
  orderId: providerId('orderId'),
  /** 'failure' is the dialog's 'Simulate failure': any method, declined */
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }).optional(),
};

export const SandboxAuthorizeSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('card'), card: SandboxCardSchema, ...sandboxCommon }),
    z.object({ method: z.literal('upi'), upi: SandboxUpiSchema, ...sandboxCommon }),
  ],
  { error: "method must be 'card' or 'upi'" },
);
export type SandboxAuthorize = z.infer<typeof SandboxAuthorizeSchema>;
export type SandboxAuthorizeInput = z.input<typeof SandboxAuthorizeSchema>;
