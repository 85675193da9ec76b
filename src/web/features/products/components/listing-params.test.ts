import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_STATE,
  activeFilterCount,
  parseListingParams,
  toListingParams,
  toProductQuery,
} from './listing-params';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('listing URL state', () => {
  it('defaults everything when the URL is bare', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING_STATE);
    expect(toListingParams(DEFAULT_LISTING_STATE).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const query =
      'category=Designer+Walls&theme=Tropical&colors=Green%2CGold&materials=Vinyl&minPrice=50&maxPrice=150&sort=price-asc&q=leaf&page=3';
    const state = parse(query);
    expect(state).toEqual({
      category: 'Designer Walls',
      theme: 'Tropical',
      colors: ['Green', 'Gold'],
      materials: ['Vinyl'],
      minPrice: 50,
      maxPrice: 150,
      sort: 'price-asc',
      page: 3,
      q: 'leaf',
    });
    expect(parse(toListingParams(state).toString())).toEqual(state);
  });

  it('reads the navbar search into the sidebar search, which wins when both are present', () => {
    expect(parse('search=monstera').q).toBe('monstera');
    expect(parse('search=monstera&q=paisley').q).toBe('paisley');
    expect(toListingParams(parse('search=monstera')).toString()).toBe('q=monstera');
  });

  it('ignores unknown or malformed values instead of failing', () => {
    expect(parse('category=Sofas&theme=Space&sort=cheapest&page=-2&minPrice=abc&maxPrice=9999')).toEqual(
      DEFAULT_LISTING_STATE,
    );
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('minPrice=150&maxPrice=20')).toMatchObject({ minPrice: 20, maxPrice: 150 });
    expect(parse('colors=Green,,Green, Blue').colors).toEqual(['Green', 'Blue']);
  });

  it('asks the server for one page of 21 and leaves defaults out', () => {
    expect(toProductQuery(DEFAULT_LISTING_STATE)).toEqual({
      category: undefined,
      theme: undefined,
      colors: [],
      materials: [],
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      search: undefined,
      page: 1,
      limit: 21,
    });
    expect(toProductQuery(parse('category=rolls&q=leaf&maxPrice=120&page=2'))).toMatchObject({
      category: 'rolls',
      search: 'leaf',
      maxPrice: 120,
      page: 2,
      limit: 21,
    });
  });

  it('counts active filters', () => {
    expect(activeFilterCount(DEFAULT_LISTING_STATE)).toBe(0);
    expect(activeFilterCount(parse('category=rolls&colors=Green,Gold&maxPrice=120&sort=newest&page=2'))).toBe(
      4,
    );
  });
});
