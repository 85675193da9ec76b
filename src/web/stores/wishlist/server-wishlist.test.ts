import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLL } from '../../../domain/constants';
import type { Product } from '../../../domain/product';
import type { Wishlist } from '../../../domain/wishlist';
import { parseWishlist } from './guest-wishlist-store';
import { planGuestWishlistMerge, withoutProduct, withProduct } from './server-wishlist';

const product = (id: string, name = `Design ${id}`) =>
  ({
    id,
    _id: id,
    name,
    category: 'Premium Wallpapers',
    kind: 'customised',
    price: 99,
    bestseller: false,
    images: [],
    colors: [],
    materials: [],
  }) as unknown as Product;

const entry = (id: string): Wishlist[number] => ({
  _id: `w-${id}`,
  productId: product(id),
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('moving a guest wishlist into the account', () => {
  it('adds each liked product once, oldest first', () => {
    expect(planGuestWishlistMerge([product('a'), product('b'), product('a')])).toEqual(['a', 'b']);
    expect(planGuestWishlistMerge([])).toEqual([]);
  });
});

describe('the signed-in wishlist before the server answers', () => {
  it('puts a newly liked product first, as the server will', () => {
    const now = new Date('2025-02-01T00:00:00.000Z');
    const next = withProduct([entry('a')], product('b'), now);
    expect(next.map((e) => e.productId.id)).toEqual(['b', 'a']);
    expect(next[0]).toMatchObject({ _id: 'pending-b', createdAt: now.toISOString() });
  });

  it('never lists a product twice', () => {
    const list = [entry('a')];
    expect(withProduct(list, product('a'))).toBe(list);
  });

  it('drops a removed product', () => {
    expect(withoutProduct([entry('a'), entry('b')], 'a').map((e) => e.productId.id)).toEqual(['b']);
  });
});

const DEFAULT_ROLL_FIELDS = { originalPrice: null, roll: { ...DEFAULT_ROLL }, stock: null, reserved: false };

describe('the guest wishlist in localStorage', () => {
  it('keeps the products that still read correctly, once each', () => {
    const a = product('a');
    // A product kept before rolls had a size gets the default roll and no compare-at rate, before counts no count, and before holds is not reserved.
    const stored = { ...DEFAULT_ROLL_FIELDS, ...a };
    expect(parseWishlist([a, { id: 'junk' }, a, null])).toEqual([stored]);
    expect(parseWishlist({})).toEqual([]);
  });
});
