import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canRefund, canTransition, customerCanCancel, statusTone } from './order-status';

describe('order status machine', () => {
  it('walks the happy path', () => {
    const path = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'completed'] as const;
    for (let i = 0; i < path.length - 1; i++) expect(canTransition(path[i]!, path[i + 1]!)).toBe(true);
  });
  it('lets staff cancel until delivery, and customers until shipping', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'));
    expect(cancellable).toEqual(['pending', 'paid', 'processing', 'shipped']);
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending', 'paid', 'processing']);
  });
  it('reaches refunded only by refunding, never by hand', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'refunded'))).toEqual([]);
  });
  // Money can go back from an order that took it, a cancelled one included (its refund may have failed).
  const refundable = [
    ['pending', false],
    ['paid', true],
    ['processing', true],
    ['shipped', true],
    ['delivered', true],
    ['completed', true],
    ['cancelled', true],
    ['refunded', false],
  ] as const;
  it.each(refundable)('takes a refund from a %s order: %s', (status, expected) => {
    expect(canRefund(status)).toBe(expected);
  });
  it('takes refunds from exactly the orders that took money, in status order', () => {
    expect(ORDER_STATUSES.filter(canRefund)).toEqual(
      refundable.filter(([, yes]) => yes).map(([status]) => status),
    );
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
