import { describe, expect, it } from 'vitest';
import {
  otherRecentlyViewed,
  parseRecentlyViewed,
  pushRecentlyViewed,
  RECENTLY_VIEWED_MAX,
} from './recently-viewed';

const id = (n: number) => `0190f5a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('recently viewed', () => {
  it('puts the newest first and keeps each product once', () => {
    let list: string[] = [];
    for (const n of [1, 2, 3, 2]) list = pushRecentlyViewed(list, id(n));
    expect(list).toEqual([id(2), id(3), id(1)]);
  });

  it('keeps the last eight', () => {
    let list: string[] = [];
    for (let n = 1; n <= 10; n++) list = pushRecentlyViewed(list, id(n));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toBe(id(10));
    expect(list.at(-1)).toBe(id(3));
  });

  it('returns an equal copy when the product is already the newest', () => {
    const list = [id(1), id(2)];
    expect(pushRecentlyViewed(list, id(1))).toEqual(list);
  });

  it('leaves out the current product', () => {
    expect(otherRecentlyViewed([id(1), id(2), id(3)], id(2))).toEqual([id(1), id(3)]);
  });

  it.each([
    [null, []],
    ['not a list', []],
    [{ 0: id(1) }, []],
    [
      [id(1), 42, 'nope', id(1), id(2)],
      [id(1), id(2)],
    ],
  ])('reads %j from storage as %j', (raw, expected) => {
    expect(parseRecentlyViewed(raw)).toEqual(expected);
  });

  it('caps what it reads at eight', () => {
    const many = Array.from({ length: 12 }, (_, n) => id(n));
    expect(parseRecentlyViewed(many)).toEqual(many.slice(0, 8));
  });
});
