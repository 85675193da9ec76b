import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';

describe('integerInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [12_345, 'Twelve Thousand Three Hundred Forty Five'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty Three Thousand Four Hundred Fifty Six'],
    [9_900_000, 'Ninety Nine Lakh'],
    [10_000_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine'],
    [10_00_00_00_000, 'One Thousand Crore'],
  ])('%i is %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  it('refuses what is not a whole number', () => {
    expect(() => integerInWords(1.5)).toThrow(RangeError);
    expect(() => integerInWords(-1)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('names rupees and paise as an invoice writes them', () => {
    expect(amountInWords(12_345_678)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(amountInWords(116_640)).toBe('Rupees One Thousand One Hundred Sixty Six and Forty Paise Only');
  });

  it('leaves out paise when there are none, and rupees when there are none', () => {
    expect(amountInWords(500_000)).toBe('Rupees Five Thousand Only');
    expect(amountInWords(5)).toBe('Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses paise that are not whole', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
