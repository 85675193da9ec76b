import { describe, expect, it } from 'vitest';
import {
  allocate,
  bestOffer,
  istToDate,
  PromotionInputSchema,
  refusalMessage,
  refusalOf,
  type PromoCart,
  type PromoLine,
  type PromotionRule,
} from './promotion';

const rule = (over: Partial<PromotionRule> & Pick<PromotionRule, 'benefit'>): PromotionRule => ({
  id: over.id ?? 'p1',
  name: over.name ?? 'Offer',
  code: null,
  target: { scope: 'order' },
  minSubtotalPaise: null,
  startsAt: null,
  endsAt: null,
  firstOrderOnly: false,
  signedInOnly: false,
  combines: false,
  ...over,
});

const line = (over: Partial<PromoLine> = {}): PromoLine => ({
  productId: 'a',
  category: 'Premium Wallpapers',
  productKind: 'rolls',
  kind: 'goods',
  quantity: 1,
  unitAmountPaise: 10_000,
  lineTotalPaise: 10_000,
  ...over,
});

const ctx = { now: new Date('2026-10-25T12:00:00+05:30'), signedIn: true, firstOrder: true };

describe('allocate', () => {
  it('shares in whole paise adding up exactly, remainders to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [333, 333, 334])).toEqual([3, 3, 4]);
    const shares = allocate(12_345, [9_999, 1, 55_555, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_345);
    shares.forEach((s, i) => expect(s).toBeLessThanOrEqual([9_999, 1, 55_555, 7][i] ?? 0));
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('each benefit', () => {
  const cart: PromoCart = {
    lines: [
      line({ lineTotalPaise: 33_333 }),
      line({ productId: 'b', category: 'Designer Walls', productKind: 'customised', lineTotalPaise: 66_667 }),
      line({ productId: 'a', kind: 'sample', lineTotalPaise: 9_900 }),
    ],
    shippingPaise: 1_500,
  };

  it('percent off the whole order, samples left out, spread over the lines', () => {
    const best = bestOffer([rule({ benefit: { type: 'percent', percent: 15 } })], cart);
    expect(best.totalPaise).toBe(15_000);
    expect(best.linesPaise).toEqual([5_000, 10_000, 0]);
  });

  it('percent off matching lines only', () => {
    const best = bestOffer(
      [
        rule({
          benefit: { type: 'percent', percent: 10 },
          target: { scope: 'lines', categories: ['Designer Walls'], kinds: [], productIds: [] },
        }),
      ],
      cart,
    );
    expect(best.linesPaise).toEqual([0, 6_667, 0]);
  });

  it('a fixed amount never takes a line below zero', () => {
    const best = bestOffer(
      [
        rule({
          benefit: { type: 'amount', amount: 1_000 },
          target: { scope: 'lines', categories: [], kinds: ['rolls'], productIds: [] },
        }),
      ],
      cart,
    );
    expect(best.linesPaise).toEqual([33_333, 0, 0]);
  });

  it('free shipping takes off shipping, not lines', () => {
    const best = bestOffer([rule({ benefit: { type: 'free_shipping' } })], cart);
    expect(best).toMatchObject({ shippingPaise: 1_500, totalPaise: 1_500, linesPaise: [0, 0, 0] });
  });

  it('buy 3 get 1: the cheapest units of a design are free, installation still paid', () => {
    const rolls: PromoCart = {
      lines: [
        line({ quantity: 5, unitAmountPaise: 31_000, lineTotalPaise: 5 * 31_000 + 4_000 }),
        line({ quantity: 3, unitAmountPaise: 30_000, lineTotalPaise: 90_000 }),
        line({ productId: 'c', quantity: 3, unitAmountPaise: 20_000, lineTotalPaise: 60_000 }),
      ],
      shippingPaise: 0,
    };
    const best = bestOffer([rule({ benefit: { type: 'buy_x_get_y', buy: 3, get: 1 } })], rolls);
    // design a: 8 units → 2 free, both from the cheaper line; design c: 3 units → none.
    expect(best.linesPaise).toEqual([0, 60_000, 0]);
  });
});

describe('conditions', () => {
  const cart: PromoCart = { lines: [line({ lineTotalPaise: 50_000 })], shippingPaise: 0 };
  it('dates in India time, minimum, first order, signed in, matching items', () => {
    const window = {
      startsAt: istToDate('2026-10-20T00:00'),
      endsAt: istToDate('2026-10-27T00:00'),
    };
    const r = rule({ benefit: { type: 'percent', percent: 10 }, ...window });
    expect(refusalOf(r, cart, ctx)).toBeNull();
    expect(refusalOf(r, cart, { ...ctx, now: new Date('2026-10-19T18:29:59Z') })).toBe('notStarted');
    expect(refusalOf(r, cart, { ...ctx, now: new Date('2026-10-19T18:30:00Z') })).toBeNull();
    expect(refusalOf(r, cart, { ...ctx, now: new Date('2026-10-26T18:30:00Z') })).toBe('expired');
    expect(refusalMessage('expired', r, cart)).toBe('This code expired on 27 Oct 2026.');
    const min = rule({ benefit: { type: 'percent', percent: 10 }, minSubtotalPaise: 59_900 });
    expect(refusalOf(min, cart, ctx)).toBe('minimum');
    expect(refusalMessage('minimum', min, cart)).toBe(
      'This code needs an order of at least ₹599.00: add ₹99.00 more to use it.',
    );
    expect(
      refusalOf(rule({ benefit: { type: 'free_shipping' }, firstOrderOnly: true }), cart, {
        ...ctx,
        firstOrder: false,
      }),
    ).toBe('firstOrder');
    expect(
      refusalOf(rule({ benefit: { type: 'free_shipping' }, signedInOnly: true }), cart, {
        ...ctx,
        signedIn: false,
      }),
    ).toBe('signIn');
    expect(
      refusalOf(
        rule({
          benefit: { type: 'free_shipping' },
          target: { scope: 'lines', categories: [], kinds: [], productIds: ['zzz'] },
        }),
        cart,
        ctx,
      ),
    ).toBe('notForItems');
  });
});

describe('stacking', () => {
  const cart: PromoCart = { lines: [line({ lineTotalPaise: 100_000 })], shippingPaise: 1_500 };
  const pct = rule({ id: 'pct', benefit: { type: 'percent', percent: 10 }, combines: true });
  const amt = rule({ id: 'amt', benefit: { type: 'amount', amount: 200 }, combines: true });
  const ship = rule({ id: 'ship', benefit: { type: 'free_shipping' }, combines: true });
  const solo = rule({ id: 'solo', benefit: { type: 'percent', percent: 25 } });

  it('combining offers stack, each on what the others left', () => {
    const best = bestOffer([amt, pct, ship], cart);
    // 10% of 1000 = 100, then 200 off the remaining 900, and shipping.
    expect(best.applied.map((d) => [d.promotionId, d.totalPaise])).toEqual([
      ['pct', 10_000],
      ['amt', 20_000],
      ['ship', 1_500],
    ]);
    expect(best.totalPaise).toBe(31_500);
  });

  it('one that does not combine stands alone, and the better of the two wins', () => {
    expect(bestOffer([pct, ship, solo], cart).applied.map((d) => d.promotionId)).toEqual(['solo']);
    expect(bestOffer([pct, amt, ship, solo], cart).applied.map((d) => d.promotionId)).toEqual([
      'pct',
      'amt',
      'ship',
    ]);
  });

  it('never takes more than the lines and shipping', () => {
    const big = rule({ id: 'big', benefit: { type: 'amount', amount: 5_000 }, combines: true });
    const best = bestOffer([pct, big, ship], cart);
    expect(best.linesPaise).toEqual([100_000]);
    expect(best.totalPaise).toBe(101_500);
  });
});

describe('the admin form', () => {
  it('normalises the code and refuses what makes no sense', () => {
    const ok = PromotionInputSchema.parse({
      name: 'Diwali',
      code: ' diwali15 ',
      benefit: { type: 'percent', percent: 15 },
    });
    expect(ok).toMatchObject({ code: 'DIWALI15', target: { scope: 'order' }, combines: false });
    const bad = PromotionInputSchema.safeParse({
      name: 'x',
      code: 'a b!',
      benefit: { type: 'percent', percent: 120 },
      startsAt: '2026-10-20T00:00',
      endsAt: '2026-10-19T00:00',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'A code is 3 to 30 letters, digits or dashes',
      'Percent off must be a whole number from 1 to 100',
      'The end must be after the start',
    ]);
  });
});
