import { describe, expect, it } from 'vitest';
import { paginationRange, totalPagesFor, type PageItem } from './pagination-range';

/** 1 … 4 5 [6] 7 8 … 20 as a compact string, so each case reads like the pager it describes. */
const show = (items: PageItem[], current: number) =>
  items
    .map((item) =>
      item.type === 'ellipsis' ? '…' : item.page === current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');

describe('paginationRange', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [3, 5, '1 2 [3] 4 5'],
    [1, 6, '[1] 2 3 4 5 6'],
    [6, 6, '1 2 3 4 5 [6]'],
    [1, 20, '[1] 2 3 4 5 … 20'],
    [3, 20, '1 2 [3] 4 5 … 20'],
    [4, 20, '1 2 3 [4] 5 6 … 20'],
    [5, 20, '1 2 3 4 [5] 6 7 … 20'],
    [6, 20, '1 … 4 5 [6] 7 8 … 20'],
    [10, 20, '1 … 8 9 [10] 11 12 … 20'],
    [16, 20, '1 … 14 15 [16] 17 18 19 20'],
    [17, 20, '1 … 15 16 [17] 18 19 20'],
    [20, 20, '1 … 16 17 18 19 [20]'],
    [7, 7, '1 2 3 4 5 6 [7]'],
    [4, 7, '1 2 3 [4] 5 6 7'],
  ])('page %i of %i reads %s', (current, total, expected) => {
    expect(show(paginationRange(current, total), current)).toBe(expected);
  });

  it('always shows the first and last page and at most five in the window', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationRange(current, total).flatMap((item) =>
          item.type === 'page' ? [item.page] : [],
        );
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        // window of 5, plus first and last, plus at most one filled single-page gap each side
        expect(pages.length).toBeLessThanOrEqual(9);
      }
    }
  });

  it('clamps a page outside the range and answers nothing for no pages', () => {
    expect(show(paginationRange(99, 3), 3)).toBe('1 2 [3]');
    expect(show(paginationRange(0, 3), 1)).toBe('[1] 2 3');
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('counts pages of 21', () => {
    expect(totalPagesFor(0, 21)).toBe(0);
    expect(totalPagesFor(21, 21)).toBe(1);
    expect(totalPagesFor(22, 21)).toBe(2);
    expect(totalPagesFor(126, 21)).toBe(6);
  });
});
