import { createLocalStore } from '../../lib/local-store';
import { parseGuestLines, type GuestCartLine } from './cart-line';

/** The guest cart lives under localStorage 'cart' (docs/store-rules.md#sessions). */
export const guestCartStore = createLocalStore<GuestCartLine[]>('cart', parseGuestLines, []);
