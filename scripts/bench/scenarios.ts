export const SCENARIOS = [
  { name: 'GET /api/products (default, 100)', path: '/api/products' },
  {
    name: 'GET /api/products (filtered)',
    path: '/api/products?category=customised&theme=Tropical&colors=Green,Gold&minPrice=50&maxPrice=150&sort=price-asc&limit=21',
  },
  { name: 'GET /api/products (search)', path: '/api/products?search=monstera&limit=21' },
  { name: 'GET /api/products/:id', path: '/api/products/:id' },
  // Whole pages as a shopper's browser gets them: rendered on the server from the same API.
  { name: 'GET / (rendered page)', path: '/' },
  { name: 'GET /products (rendered page)', path: '/products' },
  { name: 'GET /products/:id (rendered page)', path: '/products/:id' },
] as const;
