import { describe, expect, it } from 'vitest';
import { isAccountPath } from './account-links';
import { initials } from './components/avatar';

describe('account menu helpers', () => {
  it('makes a monogram from the first and last names', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('  madhu  ')).toBe('M');
    expect(initials('Anil Kumar Reddy')).toBe('AR');
    expect(initials('')).toBe('?');
  });

  it('sends a shopper home when they log out of a signed-in-only page', () => {
    expect(isAccountPath('/profile')).toBe(true);
    expect(isAccountPath('/orders/0190abc')).toBe(true);
    expect(isAccountPath('/checkout')).toBe(true);
    expect(isAccountPath('/products')).toBe(false);
    expect(isAccountPath('/ordersx')).toBe(false);
  });
});
