export const SCENARIOS = [
  { name: 'GET /api/products (default, 100)', path: '/api/products' },
  {
    name: 'GET /api/products (filtered)',
    path: '/api/products?category=customised&theme=Tropical&colors=Green,Gold&minPrice=50&maxPrice=150&sort=price-asc&limit=21',
  },
  { name: 'GET /api/products (search)', path: '/api/products?search=monstera&limit=21' },
  { name: 'GET /api/products/:id', path: '/api/products/:id' },
] as const;
