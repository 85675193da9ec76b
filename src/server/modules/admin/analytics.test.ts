import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../../domain/stats';
import { createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;

async function expectViewRefused(url: string, message: string) {
  const res = await t.view(url);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message });
}

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

describe('analytics over a range', () => {
  it('reports analytics for a chosen range of India days, compared with as many days before', async () => {
    const shopper = await t.createCustomer('Range Shopper', new Date('2030-01-01T00:00:00Z'));
    await t.createOrder({
      userId: shopper.id,
      totalPaise: 50_000,
      createdAt: new Date('2024-06-01T20:00:00Z'),
    });
    await t.createOrder({
      userId: shopper.id,
      totalPaise: 20_000,
      createdAt: new Date('2024-05-30T06:00:00Z'),
    });
    const res = await t.view('/api/admin/analytics?from=2024-06-01&to=2024-06-03');
    expect(res.statusCode).toBe(200);
    const data = res.json<Analytics>();
    expect(data).toMatchObject({ period: 3, from: '2024-06-01', to: '2024-06-03' });
    expect(data.revenue).toEqual([
      { _id: '2024-06-01', revenue: 0 },
      { _id: '2024-06-02', revenue: 500 },
      { _id: '2024-06-03', revenue: 0 },
    ]);
    expect(data.totals).toMatchObject({ revenue: 500, orders: 1 });
    expect(data.growth.revenue).toBe(150);

    await expectViewRefused('/api/admin/analytics?from=2024-06-01', 'Choose both a start and an end date');
    await expectViewRefused(
      '/api/admin/analytics?from=2023-01-01&to=2024-06-01',
      'A date range may cover at most 366 days',
    );
    const lastWeek = (await t.view('/api/admin/analytics?period=7')).json<Analytics>();
    expect(lastWeek.revenue).toHaveLength(7);
    expect(lastWeek.to).toBe(lastWeek.revenue[6]?._id);
  });
});
