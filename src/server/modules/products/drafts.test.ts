import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, CreateProductInput } from '../../../domain/product-admin';
import type { Product } from '../../../domain/product';
import { products } from '../../db/schema';
import { pageMeta, sitemapXml } from '../seo/service';
import { seedCollections } from '../collections/service';
import { bearer, createAdminTestApp, type AdminTestApp } from '../../test/store-fixtures';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp(12);
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------

describe('draft products', () => {
  const draftBody = (name: string): CreateProductInput => ({
    name,
    description: 'Not ready for shoppers yet.',
    price: 99,
    category: t.products[0]!.category as CreateProductInput['category'],
    dimensions: { width: 53, height: 1000 },
    status: 'draft',
    bestseller: true,
  });

  it('are listed and edited in admin with their status, and invisible everywhere in the storefront', async () => {
    const created = await t.call('POST', '/api/admin/products', draftBody('Secret Peacock Mural'));
    expect(created.statusCode).toBe(201);
    const draft = created.json<AdminProduct>();
    expect(draft.status).toBe('draft');

    const adminList = (await t.view('/api/admin/products?status=draft')).json<{
      products: AdminProduct[];
    }>();
    expect(adminList.products.map((p) => p.id)).toEqual([draft.id]);
    const all = (await t.view('/api/admin/products?search=secret%20peacock')).json<{
      products: AdminProduct[];
    }>();
    expect(all.products.map((p) => p.id)).toContain(draft.id);

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.people.customer) });
    const listing = (await get('/api/products?limit=100')).json<Product[]>();
    expect(listing.map((p) => p.id)).not.toContain(draft.id);
    const search = (await get('/api/products?search=secret%20peacock')).json<Product[]>();
    expect(search.map((p) => p.id)).not.toContain(draft.id);
    const bestsellers = (await get('/api/products?bestseller=true&limit=100')).json<Product[]>();
    expect(bestsellers.map((p) => p.id)).not.toContain(draft.id);
    for (const url of [
      `/api/products/${draft.id}`,
      `/api/products/${draft.id}/related`,
      `/api/products/${draft.id}/also-bought`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
    expect((await pageMeta(t.db, t.config, `/products/${draft.id}`)).status).toBe(404);
    expect(await sitemapXml(t.db, t.config)).not.toContain(draft.id);

    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(t.people.customer),
      payload: { productId: draft.id, quantity: 1 },
    });
    expect(cart.statusCode).toBe(404);
    const wish = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: bearer(t.people.customer),
      payload: { productId: draft.id },
    });
    expect(wish.statusCode).toBe(404);

    // Published, it appears; drafted again, it is gone again.
    const { id, status: _status, featured: _featured, ...rest } = draft;
    const published = await t.call('PUT', `/api/admin/products/${id}`, { ...rest, status: 'active' });
    expect(published.statusCode).toBe(200);
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
    expect((await t.auditOf('product.update', id))[0]?.details).toMatchObject({ changed: ['status'] });
    await t.call('PUT', `/api/admin/products/${id}`, { ...rest, status: 'draft' });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
  });

  it('never reach the home carousels, related products or also-bought', async () => {
    // Collections and the draft status are written to the database directly here, past the admin API that
    // would tell the guest cache, so the test drops it itself.
    await seedCollections(t.db);
    t.app.catalogueCache.drop();
    const home = async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/api/home' })).json<{
        bestsellers: Product[];
        topPicks: Product[];
      }>();
      return [...body.bestsellers, ...body.topPicks].map((p) => p.id);
    };
    const shown = await home();
    const hidden = shown[0]!;
    // A paid order holding two products links them for also-bought; related products share a category.
    const partner = t.products.find((p) => p.id !== hidden)!;
    await t.createOrder({
      userId: t.people.customer.id,
      items: [
        { productId: partner.id, name: partner.name, quantity: 1, lineTotalPaise: 1000 },
        { productId: hidden, name: 'hidden', quantity: 1, lineTotalPaise: 1000 },
      ],
    });
    const alsoBought = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${partner.id}/also-bought` }))
        .json<Product[]>()
        .map((p) => p.id);
    expect(await alsoBought()).toContain(hidden);
    const [hiddenRow] = await t.db.select().from(products).where(eq(products.id, hidden));
    const sameCategory = t.products.filter((p) => p.category === hiddenRow!.category && p.id !== hidden);
    const relatedOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${id}/related` }))
        .json<Product[]>()
        .map((p) => p.id);
    const showsHidden = [];
    for (const p of sameCategory) if ((await relatedOf(p.id)).includes(hidden)) showsHidden.push(p.id);
    expect(showsHidden.length).toBeGreaterThan(0);

    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, hidden));
    t.app.catalogueCache.drop();
    expect(await home()).not.toContain(hidden);
    expect(await alsoBought()).not.toContain(hidden);
    for (const id of showsHidden) expect(await relatedOf(id)).not.toContain(hidden);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, hidden));
    t.app.catalogueCache.drop();
  });
});
