// The browser tests build a guest's stored lines with toGuestLine from this path; the line's home is the cart store.
export { toGuestLine } from '../../stores/cart/cart-line';
