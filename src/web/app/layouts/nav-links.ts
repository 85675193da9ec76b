/** The storefront's main links (docs/store-rules.md#screens), shared by the header, the mobile row and the footer. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/bestsellers', label: 'Bestsellers', end: false },
  { to: '/products', label: 'Shop Now', end: false },
  { to: '/custom-design', label: 'Custom Design', end: false },
  { to: '/about', label: 'About Us', end: false },
] as const;
