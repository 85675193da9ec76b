import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../domain/order-admin';
import type { Order } from '../../../domain/order';
import { formatPaise } from '../../../domain/format';
import { priceLine, toRupees } from '../../../domain/pricing';
import { createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';
import { productPricing } from '../products/service';

/**
 * Issue 26: a roll line paid for keeps the wall it papers, and installation stays its own figure in the order,
 * its e-mail, the admin sheet, the invoice and the orders CSV.
 */

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
});
afterAll(() => t.close());

const WALL = { width: 120, height: 96 };

describe('a roll line for a 120″ × 96″ wall with installation, after payment', () => {
  it('keeps its wall and shows installation apart everywhere the order is read', async () => {
    const shopper = await t.newShopper('Meera');
    await t.fillCart(shopper, {
      productId: t.roll.id,
      quantity: 3,
      customDimensions: WALL,
      installation: true,
    });
    const price = priceLine({
      product: productPricing(t.roll),
      installation: true,
      dimensions: WALL,
      quantity: 3,
    });
    // 80 sq ft of wall at ₹9: installation is charged on the wall, not on the three rolls.
    expect(toRupees(price.installationPaise)).toBe(720);
    const order = await t.checkOutCart(shopper);

    const [item] = order.items;
    expect(item).toMatchObject({
      kind: 'rolls',
      quantity: 3,
      customDimensions: WALL,
      installation: true,
      rate: toRupees(price.ratePaise),
      unitAmount: toRupees(price.unitPaise),
      installationAmount: 720,
      amount: toRupees(price.amountPaise),
    });
    expect(item?.amount).toBeCloseTo(item!.unitAmount * 3 + 720, 2);

    // The shopper's own order page reads the same.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: shopper.headers,
    });
    expect(mine.json<Order>().items[0]).toMatchObject({ customDimensions: WALL, installationAmount: 720 });

    // The e-mail names the wall and gives installation its own line, and the goods are rolls × rate.
    const mail = await t.confirmationMailOf(order);
    const goods = `3 rolls × ${formatPaise(price.unitPaise)} = ${formatPaise(price.goodsPaise)}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Wall 120″ W × 96″ H (80.0 sq ft)');
      expect(body).toContain(goods);
      expect(body).toContain('Installation: 80.0 sq ft × ₹9.00 per sq ft = ₹720.00');
      expect(body).not.toContain('with installation');
    }

    // Staff read the same line on the admin sheet.
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: bearer(t.staff.viewer),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<AdminOrderDetail>().items[0]).toMatchObject({
      customDimensions: WALL,
      installationAmount: 720,
    });

    // The orders CSV describes the line the same way.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?search=${order.orderNumber}`,
      headers: bearer(t.staff.viewer),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Wall 120″ W × 96″ H (80.0 sq ft)');
    expect(csv.body).toContain('Installation: 80.0 sq ft × ₹9.00 per sq ft = ₹720.00');

    // The invoice names the wall on the rolls, and bills installation on its 80 sq ft.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/invoice`,
      headers: bearer(t.staff.viewer),
    });
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('for a 120 x 96 in wall, 80.0 sq ft');
    expect(text).toMatch(/Installation of .*995475\s+80 Sq ft\s+9\.00\s+720\.00/);
  });

  it('keeps a custom-fit line’s installation out of its rate on the order', async () => {
    const shopper = await t.newShopper('Kabir');
    await t.fillCart(shopper, t.wallLine({ customDimensions: WALL, installation: true, quantity: 2 }));
    const order = await t.checkOutCart(shopper);
    const [item] = order.items;
    // Two 80 sq ft walls: ₹9 × 160 sq ft.
    expect(item).toMatchObject({ customDimensions: WALL, installationAmount: 1440 });
    expect(item?.amount).toBeCloseTo(item!.unitAmount * 2 + 1440, 2);
    const mail = await t.confirmationMailOf(order);
    expect(mail.text).toContain('Installation: 160.0 sq ft × ₹9.00 per sq ft = ₹1,440.00');
  });
});
