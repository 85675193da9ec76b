import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition, statusTone } from './order-status';

describe('order status machine', () => {
  it('walks the happy path', () => {
    const path = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'completed'] as const;
    for (let i = 0; i < path.length - 1; i++) expect(canTransition(path[i]!, path[i + 1]!)).toBe(true);
  });
  it('cancels only from pending, paid or processing', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'));
    expect(cancellable).toEqual(['pending', 'paid', 'processing']);
  });
  it('refuses skips, reversals and leaving a final state', () => {
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'paid')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'pending')).toBe(false);
    expect(canTransition('paid', 'paid')).toBe(false);
  });
  it('colours pending yellow, paid green and the rest grey', () => {
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('paid')).toBe('green');
    expect(statusTone('shipped')).toBe('grey');
  });
});
