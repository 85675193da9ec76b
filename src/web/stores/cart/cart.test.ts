import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../../domain/cart';
import { CART_QUANTITY_MAX, WALL_SIZE_MAX_IN } from '../../../domain/constants';
import { lineKey } from '../../../domain/line';
import {
  clampQuantity,
  mergeLine,
  parseGuestLines,
  priceCartLine,
  sampleCount,
  toGuestLine,
  type GuestCartLine,
} from './cart-line';
import { product } from '../../test/fixtures';
import { planGuestCartMerge, toCartLineBody, withQuantity, withTotals, withoutLine } from './server-cart';

describe('guest cart lines', () => {
  it('raises the quantity of a line with the same key, and adds other lines', () => {
    const first = toGuestLine({ product: product(), selectedColor: 'Green', selectedMaterial: 'Fabric' });
    let lines = mergeLine([], first);
    lines = mergeLine(
      lines,
      toGuestLine({ product: product(), selectedColor: 'Green', selectedMaterial: 'Fabric', quantity: 2 }),
    );
    lines = mergeLine(
      lines,
      toGuestLine({ product: product(), selectedColor: 'Green', selectedMaterial: 'Non-woven' }),
    );
    expect(lines.map((l) => [l.selectedMaterial, l.quantity])).toEqual([
      ['Fabric', 3],
      ['Non-woven', 1],
    ]);
    expect(lines[0]?.id).toBe(lineKey(product().id, first));
  });

  it('keeps two walls of one design apart, as the account cart does', () => {
    const wall = (width: number) =>
      toGuestLine({ product: product(), customDimensions: { width, height: 96 } });
    expect(mergeLine([wall(120)], wall(60)).map((l) => l.customDimensions?.width)).toEqual([120, 60]);
  });

  it('shows a guest line as the server sends one, under its own id', () => {
    const line = toGuestLine({ product: product() });
    expect(priceCartLine(line)).toMatchObject({ _id: line.id, id: line.id, unit: 'sqft' });
  });

  it('never goes below 1 or above what the server accepts', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(1000)).toBe(CART_QUANTITY_MAX);
  });

  it('keeps the stored lines that still read correctly and drops the rest', () => {
    const good = toGuestLine({ product: product(), quantity: 0 });
    const lines = parseGuestLines([good, { junk: true }, { ...good, product: { id: 'x' } }, null]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1);
    expect(parseGuestLines('not a list')).toEqual([]);
    // A line kept under an older key is read under today's, so adding the same choice again merges into it.
    expect(parseGuestLines([{ ...good, id: 'p1--Non-woven' }])[0]?.id).toBe(good.id);
  });
});

describe('guest sample lines', () => {
  it('keep samples apart from the full design', () => {
    const full = toGuestLine({ product: product(), selectedMaterial: 'Fabric' });
    const swatch = toGuestLine({
      product: product(),
      kind: 'sample',
      selectedMaterial: 'Fabric',
      quantity: 2,
    });
    expect(swatch.id).not.toBe(full.id);
    const lines = mergeLine(mergeLine([full], swatch), swatch);
    expect(lines.map((l) => [l.kind, l.quantity])).toEqual([
      ['goods', 1],
      ['sample', 4],
    ]);
    expect(sampleCount(lines)).toBe(4);
    // Stored and read back, the kind survives; older entries without one are full lines.
    expect(parseGuestLines(JSON.parse(JSON.stringify(lines))).map((l) => l.kind)).toEqual([
      'goods',
      'sample',
    ]);
  });
});

/** A line as the server sends it: priced by the same code, with a server id. */
const serverLine = (id: string, guest: GuestCartLine): CartLine => ({ ...priceCartLine(guest), id, _id: id });

const cartOf = (...items: CartLine[]): Cart => withTotals(items);

describe('the signed-in cart before the server answers', () => {
  const fabric = serverLine('l1', toGuestLine({ product: product(), selectedMaterial: 'Fabric' }));
  const roll = serverLine(
    'l2',
    toGuestLine({ product: product({ id: 'p2', kind: 'rolls', price: 50 }), installation: false }),
  );

  it('re-prices the changed line and the totals as the server will', () => {
    const next = withQuantity(cartOf(fabric, roll), 'l1', 3);
    const changed = next.items[0];
    expect(changed?.quantity).toBe(3);
    expect(changed?.amount).toBe(serverLine('x', { ...fabric, quantity: 3 }).amount);
    expect(next.items[1]).toBe(roll);
    expect(next.count).toBe(4);
    expect(next.subtotal).toBeCloseTo((changed?.amount ?? 0) + roll.amount, 2);
  });

  it('never shows a quantity below 1 (docs/store-rules.md#sessions)', () => {
    expect(withQuantity(cartOf(fabric), 'l1', 0).items[0]?.quantity).toBe(1);
    expect(withQuantity(cartOf(fabric), 'l1', -3).items[0]?.quantity).toBe(1);
  });

  it('takes a removed line out of the count and subtotal', () => {
    const next = withoutLine(cartOf(fabric, roll), 'l1');
    expect(next.items).toEqual([roll]);
    expect(next).toMatchObject({ count: 1, subtotal: roll.amount });
    expect(withoutLine(next, 'l2')).toEqual({ items: [], subtotal: 0, count: 0 });
  });
});

describe('moving a guest cart into the account', () => {
  it('sends each guest line once, in order, with every option the server prices', () => {
    const lines = [
      toGuestLine({
        product: product(),
        selectedColor: 'Green',
        selectedMaterial: 'Fabric',
        customDimensions: { width: 120, height: 96 },
        installation: false,
        quantity: 2,
      }),
      toGuestLine({ product: product({ id: 'p2', name: 'Rolls', kind: 'rolls' }) }),
    ];
    expect(planGuestCartMerge(lines)).toEqual([
      {
        lineId: lines[0]?.id,
        productName: 'Monstera Grove Green',
        body: {
          kind: 'goods',
          productId: product().id,
          quantity: 2,
          selectedColor: 'Green',
          selectedMaterial: 'Fabric',
          customDimensions: { width: 120, height: 96 },
          installation: false,
        },
      },
      {
        lineId: lines[1]?.id,
        productName: 'Rolls',
        body: {
          kind: 'goods',
          productId: 'p2',
          quantity: 1,
          selectedColor: null,
          selectedMaterial: null,
          customDimensions: null,
          installation: true,
        },
      },
    ]);
  });

  it('falls back to the server defaults instead of sending values it would refuse', () => {
    const odd: GuestCartLine = {
      ...toGuestLine({ product: product() }),
      selectedColor: '  ',
      selectedMaterial: 'Gold leaf',
      customDimensions: { width: 10.5, height: WALL_SIZE_MAX_IN + 1 },
      quantity: 1000,
    };
    expect(planGuestCartMerge([odd])[0]?.body).toMatchObject({
      selectedColor: null,
      selectedMaterial: 'Non-woven',
      customDimensions: null,
      quantity: 100,
    });
  });

  it('does nothing for an empty guest cart', () => {
    expect(planGuestCartMerge([])).toEqual([]);
  });
});

describe('adding from the product page when signed in', () => {
  it('sends the product id and the chosen options, with the page defaults filled in', () => {
    expect(toCartLineBody({ product: product() })).toEqual({
      kind: 'goods',
      productId: product().id,
      quantity: 1,
      selectedColor: null,
      selectedMaterial: null,
      customDimensions: null,
      installation: true,
    });
    expect(
      toCartLineBody({
        product: product(),
        quantity: 2,
        selectedMaterial: 'Vinyl',
        customDimensions: { width: 53, height: 10 },
        installation: false,
      }),
    ).toMatchObject({ quantity: 2, selectedMaterial: 'Vinyl', customDimensions: { width: 53, height: 10 } });
  });
});
