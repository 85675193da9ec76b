import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canCarrierMove,
  canRefund,
  canShip,
  canTransition,
  customerCanCancel,
  statusTone,
} from './order-status';

describe('order status machine', () => {
  it('walks the happy path', () => {
    const path = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'completed'] as const;
    for (let i = 0; i < path.length - 1; i++) expect(canTransition(path[i]!, path[i + 1]!)).toBe(true);
  });
  it('lets staff cancel until delivery, and customers until shipping', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'));
    expect(cancellable).toEqual([
      'pending',
      'paid',
      'processing',
      'shipped',
      'awaiting_confirmation',
      'confirmed',
    ]);
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual([
      'pending',
      'paid',
      'processing',
      'awaiting_confirmation',
      'confirmed',
    ]);
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
    // Cash on delivery takes no money until the door, unless an advance was paid online.
    ['awaiting_confirmation', false],
    ['confirmed', true],
    ['returning', true],
    ['returned', true],
  ] as const;
  it.each(refundable)('takes a refund from a %s order: %s', (status, expected) => {
    expect(canRefund(status)).toBe(expected);
  });
  it('takes refunds from exactly the orders that took money, in status order', () => {
    expect(ORDER_STATUSES.filter(canRefund)).toEqual(
      refundable.filter(([, yes]) => yes).map(([status]) => status),
    );
  });
  it('lets the carrier ship paid or confirmed orders and deliver or return shipped ones, never backwards', () => {
    expect(ORDER_STATUSES.filter(canShip)).toEqual(['paid', 'processing', 'confirmed']);
    expect(canCarrierMove('shipped', 'delivered')).toBe(true);
    expect(canCarrierMove('returning', 'returned')).toBe(true);
    expect(canCarrierMove('delivered', 'shipped')).toBe(false);
    expect(canCarrierMove('returning', 'delivered')).toBe(false);
    expect(canCarrierMove('awaiting_confirmation', 'shipped')).toBe(false);
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
