import { creditShares, SampleCodeSchema, type CheckoutRecord } from '../../../domain/checkout';
import { isGiftCardCode } from '../../../domain/gift-card';
import { PROMOTION_MESSAGES, type BestOffer, type PromoCart } from '../../../domain/promotion';
import type { Db } from '../../db/client';
import { Invalid } from '../../errors';
import type { PricedCartLine } from '../cart/service';
import { offerForCart, recordedDiscounts, type Buyer, type CartOffer } from '../promotions/service';

/**
 * The one field 'Discount code or gift card' takes any code (docs/decisions/062-promotions.md,
 * docs/decisions/064-one-code-field-and-savings-lines.md): a sample credit code has its own shape (decision 027),
 * a gift card its own (`GC` and 16 characters, decision 063); anything else is a promotion code, one per order.
 */
export function splitCodes(codes: readonly string[]): {
  sampleCode: string | null;
  promotionCode: string | null;
  giftCardCodes: string[];
} {
  let sampleCode: string | null = null;
  const promotionCodes: string[] = [];
  const giftCardCodes: string[] = [];
  for (const code of codes) {
    const sample = SampleCodeSchema.safeParse(code);
    if (sample.success && /^\s*wc/i.test(code)) sampleCode = sample.data;
    else if (isGiftCardCode(code)) giftCardCodes.push(code);
    else if (code.trim()) promotionCodes.push(code);
  }
  const distinct = [...new Set(promotionCodes.map((c) => c.trim().toUpperCase()))];
  if (distinct.length > 1) throw new Invalid(PROMOTION_MESSAGES.oneCode);
  return { sampleCode, promotionCode: distinct[0] ?? null, giftCardCodes };
}

/**
 * The cart as promotions see it: each line at what is left to pay after its sample credit share (so no line can
 * be taken below zero by the two together), and shipping as charged before any offer.
 */
export function promoCartOf(lines: readonly PricedCartLine[], base: CheckoutRecord): PromoCart {
  const shares = creditShares(base);
  return {
    lines: lines.map(({ line, product, price }, i) => ({
      productId: product.id,
      category: product.category,
      productKind: product.kind,
      kind: line.kind,
      quantity: line.quantity,
      unitAmountPaise: price.unitPaise,
      lineTotalPaise: price.amountPaise - (shares[i] ?? 0),
    })),
    shippingPaise: base.shippingPaise,
  };
}

export async function cartOffer(
  db: Db,
  buyer: Buyer,
  lines: readonly PricedCartLine[],
  base: CheckoutRecord,
  promotionCode: string | null,
): Promise<CartOffer> {
  return offerForCart(db, buyer, promoCartOf(lines, base), promotionCode);
}

/** What the summary takes off: the lines' discount lowers GST's taxable value, free shipping the shipping. */
export const discountOptions = (offer: BestOffer | null) => ({
  discountPaise: offer ? offer.totalPaise - offer.shippingPaise : 0,
  shippingDiscountPaise: offer?.shippingPaise ?? 0,
});

/** The savings as the checkout record keeps them, each on its own line (absent without any). */
export const discountRecord = (
  offer: BestOffer | null,
): Pick<CheckoutRecord, 'discounts' | 'discountPaise' | 'shippingDiscountPaise'> =>
  offer?.totalPaise
    ? {
        discounts: recordedDiscounts(offer),
        discountPaise: offer.totalPaise - offer.shippingPaise,
        shippingDiscountPaise: offer.shippingPaise,
      }
    : {};
