import type { User } from '../../domain/auth';
import type { Cart, CartLine } from '../../domain/cart';
import type { Product } from '../../domain/product';
import type { StoreInfo } from '../../domain/store';
import { DEFAULT_TAX_CODES } from '../../domain/tax';
import { priceCartLine, toGuestLine, type AddToCartInput } from '../stores/cart/cart-line';
import { withTotals } from '../stores/cart/server-cart';

// Records as the API answers them, typed by src/domain, for the tests' stand-in server.

export const storeInfo: StoreInfo = {
  storeName: 'Wallcraft',
  storeState: 'Karnataka',
  supportEmail: 'support@wallcraft.test',
  supportPhone: '+91 80 0000 0000',
  whatsappNumber: '918000000000',
  paymentProvider: 'sandbox',
  paymentKeyId: 'sandbox_key',
  gst: { rates: null, codes: { ...DEFAULT_TAX_CODES } },
  cod: { maxPaise: 0, feePaise: 0, advancePercent: 0 },
};

export const product = (overrides: Partial<Product> = {}): Product => ({
  id: '0190a1b2-0000-7000-8000-000000000001',
  _id: '0190a1b2-0000-7000-8000-000000000001',
  name: 'Monstera Grove Green',
  description: 'Leaves',
  category: 'Premium Wallpapers',
  kind: 'customised',
  tags: ['Tropical'],
  theme: 'Tropical',
  colors: ['Green'],
  materials: ['Non-woven', 'Fabric'],
  roomTypes: ['Living Room'],
  price: 99,
  originalPrice: 119,
  images: ['/images/wc-tro-000001-1.webp'],
  dimensions: { width: 53, height: 1000 },
  roll: { widthCm: 53, lengthCm: 1000, patternRepeatCm: 0, patternMatch: 'straight' },
  bestseller: true,
  inStock: true,
  stock: null,
  reserved: false,
  skuId: 'WC-TRO-000001',
  rating: 4.5,
  reviews: 0,
  position: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

export const customer = (overrides: Partial<User> = {}): User => ({
  id: '0190a1b2-0000-7000-8000-0000000000c1',
  _id: '0190a1b2-0000-7000-8000-0000000000c1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'customer',
  featured: false,
  guest: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A cart the server holds, with its subtotal and count worked out as the server does. */
export const serverCart = (items: CartLine[]): Cart => withTotals(items);

/** A line as the server's cart answers it: priced as the server prices it, under the server's own id. */
export const serverLine = (
  input: AddToCartInput,
  id: string,
  overrides: Partial<CartLine> = {},
): CartLine => ({
  ...priceCartLine(toGuestLine(input)),
  _id: id,
  id,
  ...overrides,
});
