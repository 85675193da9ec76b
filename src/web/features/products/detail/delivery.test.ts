import { describe, expect, it } from 'vitest';
import { checkDelivery, serviceabilityCheck } from './delivery';

describe('checkDelivery', () => {
  it('names the PIN’s place and gives a metro 3–5 days, counted in India', () => {
    // 20:00 UTC on 19 July is already 20 July in India.
    expect(checkDelivery('560001', new Date('2025-07-19T20:00:00Z'))).toEqual({
      ok: true,
      message: 'Delivery to Bengaluru, Karnataka in 3–5 days: by 25 Jul 2025',
    });
    expect(checkDelivery(' 110001 ', new Date('2025-12-30T06:00:00Z'))).toEqual({
      ok: true,
      message: 'Delivery to New Delhi, Delhi in 3–5 days: by 4 Jan 2026',
    });
  });

  it('gives 5–7 days outside the metros, as /shipping says (issue 26)', () => {
    const at = new Date('2026-11-27T06:00:00Z');
    expect(checkDelivery('744101', at)).toEqual({
      ok: true,
      message: 'Delivery to Port Blair, Andaman and Nicobar Islands in 5–7 days: by 4 Dec 2026',
    });
    expect(checkDelivery('793001', at)).toEqual({
      ok: true,
      message: 'Delivery to Shillong, Meghalaya in 5–7 days: by 4 Dec 2026',
    });
  });

  it.each(['', '12345', '1234567', '012345', 'abcdef', '56 001'])('refuses %j', (pin) => {
    expect(checkDelivery(pin)).toEqual({ ok: false, message: 'Please enter a valid 6-digit PIN code' });
  });
});

describe('checkDelivery for PINs no postal circle has', () => {
  it.each(['999999', '900001', '100001', '550001'])('answers %s with a PIN we could not find', (pin) => {
    expect(checkDelivery(pin)).toEqual({ ok: false, message: 'We could not find this PIN code' });
  });

  it('takes a PIN written with a space', () => {
    expect(checkDelivery('560 001', new Date('2025-07-19T20:00:00Z')).ok).toBe(true);
  });
});

describe('serviceabilityCheck', () => {
  const at = new Date('2026-11-27T06:00:00Z');
  it("words the carrier's window and whether cash on delivery is offered", () => {
    expect(
      serviceabilityCheck('560001', { deliverable: true, cod: true, etaDays: { min: 3, max: 7 } }, at),
    ).toEqual({
      ok: true,
      message: 'Delivery to Bengaluru, Karnataka in 3–7 days: by 4 Dec 2026. Cash on delivery available.',
    });
    expect(
      serviceabilityCheck('795001', { deliverable: true, cod: false, etaDays: { min: 3, max: 7 } }, at)
        .message,
    ).toMatch(/Prepaid only: no cash on delivery here\.$/);
  });
  it("gives the carrier's refusal", () => {
    expect(
      serviceabilityCheck(
        '744101',
        { deliverable: false, cod: false, etaDays: { min: 0, max: 0 }, message: 'No courier' },
        at,
      ),
    ).toEqual({ ok: false, message: 'No courier' });
  });
});
