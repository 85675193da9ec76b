import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateProductInput,
  ProductImportRefused,
  ProductImportResult,
} from '../../../domain/product-admin';
import { products } from '../../db/schema';
import { imageUrl } from './service';
import { bearer, createAdminTestApp, type AdminTestApp, type Person } from '../../test/store-fixtures';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp(12);
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------

describe('product CSV export and import', () => {
  beforeAll(async () => {
    const draft = await t.call('POST', '/api/admin/products', {
      name: 'Unfinished Lotus Mural',
      description: 'Not ready for shoppers yet.',
      price: 99,
      category: t.products[0]!.category as CreateProductInput['category'],
      dimensions: { width: 53, height: 1000 },
      status: 'draft',
    } satisfies CreateProductInput);
    expect(draft.statusCode).toBe(201);
  });

  const exportCsv = async (query = '') => {
    const res = await t.view(`/api/admin/products/export.csv${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    return res.body;
  };
  const importCsv = (csv: string, who: Person = t.people.editor) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      payload: csv,
      headers: { ...bearer(who), 'content-type': 'text/csv' },
    });
  const rowsOf = (csv: string): string[][] => parse(csv, { bom: true });
  const toCsv = (rows: string[][]) =>
    rows
      .map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
      .join('\r\n');

  it('exports every product, drafts included, and the filtered list on request', async () => {
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFFSKU,Name,Description,Category,Kind,Status,Price (INR per sq ft)')).toBe(
      true,
    );
    const rows = rowsOf(csv);
    const [count] = await t.db.select({ n: products.id }).from(products);
    expect(count).toBeDefined();
    const total = (await t.db.select().from(products)).length;
    expect(rows).toHaveLength(total + 1);
    const drafts = rowsOf(await exportCsv('?status=draft'));
    expect(drafts.slice(1).every((r) => r[5] === 'draft')).toBe(true);
    expect(drafts.length).toBeGreaterThan(1);
    const one = rowsOf(await exportCsv(`?search=${t.products[3]!.skuId}`));
    expect(one.slice(1).map((r) => r[0])).toEqual([t.products[3]!.skuId]);
  });

  it('round-trips: an unchanged export imports as updates that change nothing', async () => {
    const before = await t.db.select().from(products);
    const res = await importCsv(await exportCsv());
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductImportResult>()).toEqual({
      message: `Imported ${before.length} products: 0 new, ${before.length} updated.`,
      created: 0,
      updated: before.length,
    });
    const after = await t.db.select().from(products);
    const strip = (rows: typeof before) =>
      rows
        // Seeded rows name their images bare; the file carries the /images/ path both forms are served at.
        .map(({ updatedAt: _u, searchVector: _v, ...rest }) => ({
          ...rest,
          images: rest.images.map(imageUrl),
        }))
        .sort((a, b) => a.skuId.localeCompare(b.skuId));
    expect(strip(after)).toEqual(strip(before));
  });

  it('refuses the whole file with a report of every bad row, writing nothing', async () => {
    const rows = rowsOf(await exportCsv(`?search=${t.products[0]!.skuId}`));
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const good = [...rows[1]!];
    good[col('Price (INR per sq ft)')] = '123.45';
    const fresh = [...rows[1]!];
    fresh[col('SKU')] = 'WC-CSV-NEW-1';
    fresh[col('Name')] = '=HYPERLINK("x")';
    const badPrice = [...fresh];
    badPrice[col('SKU')] = 'WC-CSV-NEW-2';
    badPrice[col('Price (INR per sq ft)')] = 'ninety';
    badPrice[col('Category')] = 'Carpets';
    const duplicate = [...fresh];
    const before = await t.db.select().from(products);

    const refused = await importCsv(toCsv([header, good, fresh, [], badPrice, duplicate]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ProductImportRefused>()).toEqual({
      message: 'Nothing was imported: 2 rows were refused. Fix them and upload the file again.',
      refused: [
        { row: 5, field: 'Price (INR per sq ft)', message: 'Price (INR per sq ft) must be a number' },
        { row: 5, field: 'Category', message: 'Category is required' },
        { row: 6, field: 'SKU', message: 'SKU WC-CSV-NEW-1 is already on row 3' },
      ],
    });
    expect(await t.db.select().from(products)).toEqual(before);

    const ok = await importCsv(toCsv([header, good, fresh]));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ProductImportResult>()).toMatchObject({ created: 1, updated: 1 });
    const [updated] = await t.db.select().from(products).where(eq(products.skuId, t.products[0]!.skuId));
    expect(updated?.pricePaise).toBe(12345);
    const [created] = await t.db.select().from(products).where(eq(products.skuId, 'WC-CSV-NEW-1'));
    expect(created?.name).toBe('=HYPERLINK("x")');
    // Exported again, the formula is defused with an apostrophe, which the import takes off.
    const again = rowsOf(await exportCsv('?search=WC-CSV-NEW-1'));
    expect(again[1]?.[col('Name')]).toBe(`'=HYPERLINK("x")`);
    const audit = await t.auditOf('product.import');
    expect(audit.at(-1)?.details).toMatchObject({ created: 1, updated: 1, createdSkus: ['WC-CSV-NEW-1'] });
  });

  it('refuses a file without the export columns, an empty file and a row without a SKU', async () => {
    const wrong = await importCsv('Name,Price\r\nMural,99\r\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(
      /^Missing columns: SKU, Description, .*Unknown columns: Price\. Start from an exported file\.$/,
    );
    const header = rowsOf(await exportCsv('?search=nothing-matches-this'))[0]!;
    const empty = await importCsv(toCsv([header]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The file has no product rows.' });
    const row = rowsOf(await exportCsv(`?search=${t.products[1]!.skuId}`))[1]!;
    row[0] = '';
    const noSku = await importCsv(toCsv([header, row]));
    expect(noSku.statusCode).toBe(422);
    expect(noSku.json<ProductImportRefused>().refused).toEqual([
      { row: 2, field: 'SKU', message: 'SKU is required: rows are matched to products by SKU' },
    ]);
    const viewer = await importCsv(toCsv([header, row]), t.people.viewer);
    expect(viewer.statusCode).toBe(403);
  });
});
