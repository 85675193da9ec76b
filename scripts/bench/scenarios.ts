/**
 * The catalogue routes a guest reaches, and how the cold pass makes each request one the store has not answered
 * before: `id` asks for another product, `search` for another search term, `fresh` adds a query parameter the
 * store ignores but a URL-keyed cache (or a CDN) has not seen.
 */
export const SCENARIOS = [
  { name: 'GET /api/products (default, 100)', path: '/api/products', cold: 'fresh' },
  {
    name: 'GET /api/products (filtered)',
    path: '/api/products?category=customised&theme=Tropical&colors=Green,Gold&minPrice=50&maxPrice=150&sort=price-asc&limit=21',
    cold: 'fresh',
  },
  { name: 'GET /api/products (search)', path: '/api/products?search=monstera&limit=21', cold: 'search' },
  { name: 'GET /api/products/:id', path: '/api/products/:id', cold: 'id' },
  // Whole pages as a shopper's browser gets them: rendered on the server from the same API.
  { name: 'GET / (rendered page)', path: '/', cold: 'fresh' },
  { name: 'GET /products (rendered page)', path: '/products', cold: 'fresh' },
  { name: 'GET /products/:id (rendered page)', path: '/products/:id', cold: 'id' },
] as const;

export type Scenario = (typeof SCENARIOS)[number];
