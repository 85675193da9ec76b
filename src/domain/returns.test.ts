import { describe, expect, it } from 'vitest';
import { policyAllows, returnDeadline, returnLineName, returnRule } from './returns';

describe('the Return & Exchange Policy per line', () => {
  it('takes back any line that arrived damaged, defective or wrong, as a return or an exchange', () => {
    for (const reason of ['damaged', 'defective', 'wrong_item'] as const)
      for (const line of ['customised', 'rolls'] as const) {
        expect(policyAllows(reason, 'return', line)).toBe(true);
        expect(policyAllows(reason, 'exchange', line)).toBe(true);
      }
  });

  it('accepts a change of mind only as an exchange of rolls', () => {
    expect(policyAllows('changed_mind', 'exchange', 'rolls')).toBe(true);
    expect(policyAllows('changed_mind', 'return', 'rolls')).toBe(false);
    expect(policyAllows('changed_mind', 'exchange', 'customised')).toBe(false);
  });

  it('never returns a sample, and replaces one that arrived damaged', () => {
    expect(policyAllows('damaged', 'return', 'sample')).toBe(false);
    expect(policyAllows('damaged', 'exchange', 'sample')).toBe(true);
    expect(policyAllows('changed_mind', 'exchange', 'sample')).toBe(false);
  });

  it('names a sample as a sample, apart from the rolls of its design (issue 26)', () => {
    expect(returnLineName({ name: 'Jaipur Jaal', kind: 'sample' })).toBe('A4 sample of Jaipur Jaal');
    expect(returnLineName({ name: 'Jaipur Jaal', kind: 'rolls' })).toBe('Jaipur Jaal');
  });

  it('gives each line the rule that really stops it, for the reason chosen', () => {
    expect(returnRule('damaged', 'exchange', 'sample')).toEqual({ allowed: true });
    expect(returnRule('damaged', 'return', 'sample')).toEqual({
      allowed: false,
      why: 'Samples are replaced, not refunded: choose Exchange',
    });
    expect(returnRule('changed_mind', 'exchange', 'sample')).toEqual({
      allowed: false,
      why: 'Samples are not taken back for a change of mind',
    });
    expect(returnRule('changed_mind', 'return', 'rolls')).toEqual({
      allowed: false,
      why: 'Unopened rolls go back for a change of mind as an exchange only',
    });
    expect(returnRule('changed_mind', 'exchange', 'customised')).toEqual({
      allowed: false,
      why: 'Printed for your wall: it goes back only if it arrived damaged, defective or wrong',
    });
  });

  it('closes 7 days after delivery', () => {
    expect(returnDeadline(new Date('2026-06-01T10:00:00Z')).toISOString()).toBe('2026-06-08T10:00:00.000Z');
  });
});
