import { createLocalStore } from '../../lib/local-store';
import { parseGuestLines, type GuestCartLine } from './cart-line';

/** The guest cart lives under localStorage 'cart' (spec §4). */
export const guestCartStore = createLocalStore<GuestCartLine[]>('cart', parseGuestLines, []);
