import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ShippingInfo } from '../../../domain/checkout';
import type { StoreInfo } from '../../../domain/store';
import type { TaxCodeList } from '../../../domain/tax';
import { auditLog, orderItems, orders, products } from '../../db/schema';
import { KARNATAKA_STORE, SHIPPING, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';
import { bearer } from '../../test/store-fixtures';

/** Decision 057: with GST_RATES every line is taxed at its class's rate, and shipping as part of the supply. */

const GST_RATES = '4814:18,3921:18,3916:12,9954:18';
const MUMBAI: ShippingInfo = { ...SHIPPING, city: 'Mumbai', state: 'Maharashtra', zip: '400020' };

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ ...KARNATAKA_STORE, GST_RATES });
  await t.db.update(products).set({ category: 'Wall Muralists' }).where(eq(products.id, t.custom.id));
  await t.db.update(products).set({ category: 'Mouldings' }).where(eq(products.id, t.roll.id));
  t.app.catalogueCache.drop();
});
afterAll(() => t.close());

const rowsOf = async (orderId: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const items = await t.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  if (!order) throw new Error('no order');
  return { order, items };
};

describe('an order under GST_RATES', () => {
  it('taxes a small wall at 18% and its shipping at the goods rate, line by line in paise', async () => {
    // 10 × 10 in is 100/144 sq ft at ₹99: ₹68.75, under ₹99, so ₹15 shipping is charged.
    await t.fillCart(
      t.asha,
      t.wallLine({ customDimensions: { width: 10, height: 10 }, installation: false }),
    );
    const order = await t.checkOutCart(t.asha);
    const { order: row, items } = await rowsOf(order.id);
    expect(items[0]).toMatchObject({
      goodsCode: '4814',
      goodsTaxablePaise: 6_875,
      goodsRateBp: 1800,
      goodsTaxPaise: 1_238,
      installationTaxPaise: null,
    });
    expect(row).toMatchObject({
      subtotalPaise: 6_875,
      shippingPaise: 1_500,
      shippingRateBp: 1800,
      shippingTaxPaise: 270,
      taxPaise: 1_508,
      cgstPaise: 754,
      sgstPaise: 754,
      totalPaise: 6_875 + 1_500 + 1_508,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: t.asha.headers,
    });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).toContain('Shipping and delivery');
    expect(text).not.toContain('not taxed');
    expect(text).toContain('18%');
  });

  it('taxes goods, installation and rolls of different classes each at their own rate, IGST out of state', async () => {
    await t.fillCart(t.asha, t.wallLine({ installation: true }), t.rollsLine(2));
    const order = await t.checkOutCart(t.asha, MUMBAI);
    const { order: row, items } = await rowsOf(order.id);
    const [wall, rolls] = items;
    if (!wall || !rolls) throw new Error('two lines expected');
    const wallGoods = wall.unitAmountPaise * wall.quantity;
    expect(wall).toMatchObject({
      goodsCode: '4814',
      goodsTaxablePaise: wallGoods,
      goodsTaxPaise: Math.round(wallGoods * 0.18),
      installationCode: '995475',
      installationTaxablePaise: wall.lineTotalPaise - wallGoods,
      installationRateBp: 1800,
      installationTaxPaise: Math.round((wall.lineTotalPaise - wallGoods) * 0.18),
    });
    expect(rolls).toMatchObject({
      goodsCode: '3916',
      goodsRateBp: 1200,
      goodsTaxPaise: Math.round(rolls.lineTotalPaise * 0.12),
    });
    const lineTax = items.reduce((sum, i) => sum + (i.goodsTaxPaise ?? 0) + (i.installationTaxPaise ?? 0), 0);
    expect(row.shippingPaise).toBe(0);
    expect(row.taxPaise).toBe(lineTax);
    expect(row).toMatchObject({ igstPaise: lineTax, cgstPaise: null, sgstPaise: null });
    expect(row.totalPaise).toBe(row.subtotalPaise + row.taxPaise);

    const text = await pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice`, headers: t.asha.headers }))
        .rawPayload,
    );
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('IGST @ 12%');
    expect(text).toContain('3916');
  });
});

describe('tax codes', () => {
  const codes = (who = t.staff.viewer) =>
    t.app.inject({ method: 'GET', url: '/api/admin/tax-codes', headers: bearer(who) });
  const setCode = (taxClass: string, code: string, who = t.staff.admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/tax-codes/${encodeURIComponent(taxClass)}`,
      headers: bearer(who),
      payload: { code },
    });

  it('lists each class with its code and rate; the browser gets them with the rates', async () => {
    const list = (await codes()).json<TaxCodeList>();
    expect(list.ratesSet).toBe(true);
    expect(list.entries).toContainEqual({ taxClass: 'Wall Muralists', code: '4814', ratePercent: 18 });
    expect(list.entries).toContainEqual({ taxClass: 'installation', code: '995475', ratePercent: 18 });
    expect(list.entries).toContainEqual({ taxClass: 'Mouldings', code: '3916', ratePercent: 12 });
    const store = (await t.app.inject({ method: 'GET', url: '/api/store' })).json<StoreInfo>();
    expect(store.gst.rates).toEqual({ '4814': 1800, '3921': 1800, '3916': 1200, '9954': 1800 });
    expect(store.gst.codes.Panels).toBe('3921');
  });

  it('lets an admin change a code, audited, and refuses editors, bad codes and codes without a rate', async () => {
    expect((await setCode('Mouldings', '4409', t.staff.editor)).statusCode).toBe(403);
    const bad = await setCode('Mouldings', '44A9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('must be an HSN or SAC code of 4, 6 or 8 digits');
    const unrated = await setCode('Mouldings', '4409');
    expect(unrated.statusCode).toBe(409);
    expect(unrated.json().message).toBe('No GST rate is set for HSN/SAC 4409: add it to GST_RATES');
    expect((await setCode('Nowhere', '4814')).statusCode).toBe(400);

    const ok = await setCode('Mouldings', '39169090');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TaxCodeList>().entries).toContainEqual({
      taxClass: 'Mouldings',
      code: '39169090',
      ratePercent: 12,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tax-code.update'), eq(auditLog.entityId, 'Mouldings')));
    expect(entry).toMatchObject({ actorId: t.staff.admin.id, details: { from: '3916', to: '39169090' } });

    // The next order of that class carries the new code.
    await t.fillCart(t.ravi, t.rollsLine(1));
    const order = await t.checkOutCart(t.ravi);
    const { items } = await rowsOf(order.id);
    expect(items[0]?.goodsCode).toBe('39169090');
    expect((await setCode('Mouldings', '3916')).statusCode).toBe(200);
  });
});
