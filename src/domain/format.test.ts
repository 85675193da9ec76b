import { describe, expect, it } from 'vitest';
import { countOf, paymentMethodLabel, withArticle } from './format';

describe('words', () => {
  it('counts one thing in the singular', () => {
    expect(countOf(0, 'image')).toBe('0 images');
    expect(countOf(1, 'image')).toBe('1 image');
    expect(countOf(2, 'image')).toBe('2 images');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
  });

  it('puts an before a vowel', () => {
    expect(withArticle('office')).toBe('an office');
    expect(withArticle('Entrance')).toBe('an Entrance');
    expect(withArticle('bedroom')).toBe('a bedroom');
    expect(withArticle('kids room')).toBe('a kids room');
  });

  it('names payment methods as people write them', () => {
    expect(paymentMethodLabel('upi')).toBe('UPI');
    expect(paymentMethodLabel('UPI')).toBe('UPI');
    expect(paymentMethodLabel('card')).toBe('Card');
    expect(paymentMethodLabel('netbanking')).toBe('Net banking');
    expect(paymentMethodLabel('emi')).toBe('EMI');
    expect(paymentMethodLabel('paylater')).toBe('Paylater');
  });
});
