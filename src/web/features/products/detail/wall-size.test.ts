import { describe, expect, it } from 'vitest';
import { formatArea, inches, parseInches } from './wall-size';

describe('wall size fields', () => {
  it.each([
    ['53', 53],
    [' 10 ', 10],
    ['12.7', 12],
    ['0', 1],
    ['-4', 4],
    ['5000', 2000],
    ['', ''],
    ['   ', ''],
    ['abc', ''],
  ] as const)('reads %j as %j', (raw, expected) => {
    expect(parseInches(raw)).toBe(expected);
  });

  it('counts a cleared field as 0 inches (docs/store-rules.md#validation)', () => {
    expect(inches('')).toBe(0);
    expect(inches(53)).toBe(53);
  });

  it('shows the area to one decimal', () => {
    expect(formatArea((10 * 53) / 144)).toBe('3.7');
    expect(formatArea(0)).toBe('0.0');
    expect(formatArea((120 * 144) / 144)).toBe('120.0');
  });
});
