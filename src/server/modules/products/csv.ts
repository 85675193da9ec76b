import { Readable } from 'node:stream';
import { getTableColumns, sql } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import {
  CreateProductSchema,
  PRODUCT_IMPORT_MAX_ROWS,
  type AdminProduct,
  type ImportRefusal,
  type ProductExportQuery,
  type ProductImportRefused,
  type ProductImportResult,
} from '../../../domain/product-admin';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { nextPosition } from '../../db/sql-helpers';
import { Invalid } from '../../errors';
import { productFilters, productPage } from './service';
import { loadSynonyms } from './synonyms';
import { recordAudit } from '../audit/service';
import { columnsOf, toAdminProduct } from './admin-service';

type Cell = string | undefined;
type Parsed<T> = { value: T } | { error: string };

const LIST_SEPARATOR = '|';

const text = (cell: Cell): Parsed<string | undefined> => ({ value: cell || undefined });
const list = (cell: Cell): Parsed<string[]> => ({
  value: (cell ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean),
});
const number =
  (label: string) =>
  (cell: Cell): Parsed<number | undefined> => {
    const raw = cell?.trim().replaceAll(',', '');
    if (!raw) return { value: undefined };
    const value = Number(raw);
    return Number.isFinite(value) ? { value } : { error: `${label} must be a number` };
  };
const yesNo =
  (label: string) =>
  (cell: Cell): Parsed<boolean | undefined> => {
    const raw = cell?.trim().toLowerCase();
    if (!raw) return { value: undefined };
    if (['true', 'yes', '1'].includes(raw)) return { value: true };
    if (['false', 'no', '0'].includes(raw)) return { value: false };
    return { error: `${label} must be TRUE or FALSE` };
  };

const money = (rupees: number | null) => (rupees === null ? '' : rupees.toFixed(2));
const flag = (value: boolean) => (value ? 'TRUE' : 'FALSE');

/**
 * One column of the file: its header, how an exported product fills it, and which field of the product schema
 * it feeds on import (also how a refusal names it). Adding a product field means adding a line here.
 */
interface CsvColumn {
  header: string;
  field: string;
  write: (p: AdminProduct) => string;
  read: (cell: Cell) => Parsed<unknown>;
}

/** A column whose refusals name it by its header. */
const numeric = (header: string, field: string, write: CsvColumn['write']): CsvColumn => ({
  header,
  field,
  write,
  read: number(header),
});
const trueFalse = (header: string, field: string, write: (p: AdminProduct) => boolean): CsvColumn => ({
  header,
  field,
  write: (p) => flag(write(p)),
  read: yesNo(header),
});

const COLUMNS: CsvColumn[] = [
  { header: 'SKU', field: 'skuId', write: (p) => p.skuId, read: text },
  { header: 'Name', field: 'name', write: (p) => p.name, read: text },
  { header: 'Description', field: 'description', write: (p) => p.description, read: text },
  { header: 'Category', field: 'category', write: (p) => p.category, read: text },
  { header: 'Kind', field: 'kind', write: (p) => p.kind, read: text },
  { header: 'Status', field: 'status', write: (p) => p.status, read: text },
  numeric('Price (INR per sq ft)', 'price', (p) => money(p.price)),
  numeric('Original price (INR per sq ft)', 'originalPrice', (p) => money(p.originalPrice)),
  numeric('Width (cm)', 'dimensions.width', (p) => String(p.dimensions.width)),
  numeric('Height (cm)', 'dimensions.height', (p) => String(p.dimensions.height)),
  // A roll's size and pattern, so an export edited and imported again keeps what the roll calculator counts with.
  numeric('Roll width (cm)', 'roll.widthCm', (p) => String(p.roll.widthCm)),
  numeric('Roll length (cm)', 'roll.lengthCm', (p) => String(p.roll.lengthCm)),
  numeric('Pattern repeat (cm)', 'roll.patternRepeatCm', (p) => String(p.roll.patternRepeatCm)),
  { header: 'Pattern match', field: 'roll.patternMatch', write: (p) => p.roll.patternMatch, read: text },
  { header: 'Theme', field: 'theme', write: (p) => p.theme ?? '', read: text },
  { header: 'Tags', field: 'tags', write: (p) => p.tags.join(LIST_SEPARATOR), read: list },
  { header: 'Colors', field: 'colors', write: (p) => p.colors.join(LIST_SEPARATOR), read: list },
  { header: 'Materials', field: 'materials', write: (p) => p.materials.join(LIST_SEPARATOR), read: list },
  { header: 'Room types', field: 'roomTypes', write: (p) => p.roomTypes.join(LIST_SEPARATOR), read: list },
  { header: 'Images', field: 'images', write: (p) => p.images.join(LIST_SEPARATOR), read: list },
  trueFalse('Bestseller', 'bestseller', (p) => p.bestseller),
  trueFalse('In stock', 'inStock', (p) => p.inStock),
  // Blank is made to order. A count here is set as it stands in the file, like a stock-take (decision 026).
  {
    header: 'Stock (rolls)',
    field: 'stock',
    write: (p) => (p.stock === null ? '' : String(p.stock)),
    read: (cell) => {
      const parsed = number('Stock (rolls)')(cell);
      return 'error' in parsed ? parsed : { value: parsed.value ?? null };
    },
  },
  { header: 'Batch', field: 'batch', write: (p) => p.batch ?? '', read: text },
];

const headerOfField = (path: readonly PropertyKey[]) => {
  const key = path.map(String).join('.');
  const column =
    COLUMNS.find((c) => c.field === key) ??
    COLUMNS.find((c) => key.startsWith(`${c.field}.`)) ??
    COLUMNS.find((c) => c.field.startsWith(`${key}.`));
  return column?.header ?? (key || 'row');
};

// ---------------------------------------------------------------------------------------------------------
// Export

const EXPORT_BATCH = 1000;

async function* exportRecords(db: Db, query: ProductExportQuery): AsyncGenerator<string[]> {
  yield COLUMNS.map((c) => c.header);
  const synonyms = query.search ? await loadSynonyms(db) : [];
  const where = productFilters(query, { staff: true, status: query.status, synonyms });
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await productPage(db, where, query.sort, EXPORT_BATCH, offset);
    for (const row of rows) {
      const product = toAdminProduct(row);
      yield COLUMNS.map((c) => c.write(product));
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * Every product the admin list's filters match, drafts included, streamed in batches so a large catalogue is
 * never held in memory. The byte-order mark makes Excel read UTF-8; cells that start like a formula get a
 * leading apostrophe (CSV injection), which the import takes off again.
 */
export const productsCsv = (db: Db, query: ProductExportQuery): Readable =>
  Readable.from(exportRecords(db, query)).pipe(
    stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' }),
  );

// ---------------------------------------------------------------------------------------------------------
// Import

const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readRecords(csv: string): string[][] {
  try {
    // Blank lines are kept (and skipped later) so row numbers match the spreadsheet's.
    return parse(csv, { bom: true, relax_column_count: true });
  } catch (error) {
    if (error instanceof CsvError) throw new Invalid(ADMIN_MESSAGES.importUnreadable(error.message));
    throw error;
  }
}

/** The header must name exactly the export's columns (any order), so no field is silently left at a default. */
function columnIndexes(header: readonly string[]): Map<CsvColumn, number> {
  const names = header.map((h) => h.trim());
  const missing = COLUMNS.filter((c) => !names.includes(c.header)).map((c) => c.header);
  const known = new Set(COLUMNS.map((c) => c.header));
  const unknown = names.filter((n) => n && !known.has(n));
  if (missing.length || unknown.length) throw new Invalid(ADMIN_MESSAGES.importColumns(missing, unknown));
  return new Map(COLUMNS.map((c) => [c, names.indexOf(c.header)]));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    if (value !== undefined) target[head] = value;
    return;
  }
  const child = (target[head] ??= {}) as Record<string, unknown>;
  setPath(child, rest.join('.'), value);
}

type ProductValues = ReturnType<typeof columnsOf> & { skuId: string };

/** Each row through the API's own product schema; a row's refusals name its spreadsheet row and column. */
function validateRows(records: { cells: string[]; row: number }[], indexes: Map<CsvColumn, number>) {
  const accepted: ProductValues[] = [];
  const refused: ImportRefusal[] = [];
  const firstRowOfSku = new Map<string, number>();
  for (const { cells, row } of records) {
    const input: Record<string, unknown> = {};
    const rowRefusals: ImportRefusal[] = [];
    for (const [column, index] of indexes) {
      const cell = cells[index];
      const parsed = column.read(cell === undefined ? undefined : unescapeFormula(cell));
      if ('error' in parsed) rowRefusals.push({ row, field: column.header, message: parsed.error });
      else setPath(input, column.field, parsed.value);
    }
    const result = CreateProductSchema.safeParse(input);
    if (!result.success) {
      const named = new Set(rowRefusals.map((r) => r.field));
      for (const issue of result.error.issues) {
        const field = headerOfField(issue.path);
        if (!named.has(field)) rowRefusals.push({ row, field, message: issue.message });
        named.add(field);
      }
    }
    const skuId = result.success ? result.data.skuId : undefined;
    if (result.success && !skuId) {
      rowRefusals.push({
        row,
        field: 'SKU',
        message: 'SKU is required: rows are matched to products by SKU',
      });
    }
    if (skuId) {
      const earlier = firstRowOfSku.get(skuId);
      if (earlier !== undefined) {
        rowRefusals.push({ row, field: 'SKU', message: `SKU ${skuId} is already on row ${earlier}` });
      } else firstRowOfSku.set(skuId, row);
    }
    if (rowRefusals.length > 0) refused.push(...rowRefusals);
    else if (result.success && skuId) accepted.push({ ...columnsOf(result.data), skuId });
  }
  return { accepted, refused };
}

const UPSERT_BATCH = 500;

/**
 * Upserts by SKU, all or nothing: when any row is refused nothing is written and every refusal is reported, so
 * the catalogue is never left half way between the old one and the file. Accepted rows go in one transaction.
 */
export async function importProductsCsv(
  db: Db,
  actorId: string,
  csv: string,
): Promise<ProductImportResult | ProductImportRefused> {
  const [header, ...lines] = readRecords(csv);
  if (!header) throw new Invalid(ADMIN_MESSAGES.importEmpty);
  const indexes = columnIndexes(header);
  // Row 1 is the header, as a spreadsheet numbers it.
  const records = lines
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) throw new Invalid(ADMIN_MESSAGES.importEmpty);
  if (records.length > PRODUCT_IMPORT_MAX_ROWS) {
    throw new Invalid(ADMIN_MESSAGES.importTooManyRows(PRODUCT_IMPORT_MAX_ROWS));
  }
  const { accepted, refused } = validateRows(records, indexes);
  if (refused.length > 0) {
    const rows = new Set(refused.map((r) => r.row)).size;
    return { message: ADMIN_MESSAGES.importRefused(rows), refused };
  }

  const columns = getTableColumns(products);
  const fromFile = Object.fromEntries(
    (Object.keys(accepted[0] ?? {}) as (keyof ProductValues)[])
      .filter((key) => key !== 'skuId')
      .map((key) => [key, sql.raw(`excluded.${JSON.stringify(columns[key].name)}`)]),
  );
  return db.transaction(async (tx) => {
    const created: string[] = [];
    const updated: string[] = [];
    for (let start = 0; start < accepted.length; start += UPSERT_BATCH) {
      const batch = accepted.slice(start, start + UPSERT_BATCH);
      const rows = await tx
        .insert(products)
        .values(
          batch.map((values) => ({
            ...values,
            position: nextPosition(products),
          })),
        )
        .onConflictDoUpdate({ target: products.skuId, set: { ...fromFile, updatedAt: new Date() } })
        // xmax is 0 on a row this statement inserted and set on one it updated.
        .returning({ skuId: products.skuId, inserted: sql<boolean>`(xmax = 0)` });
      for (const row of rows) (row.inserted ? created : updated).push(row.skuId);
    }
    await recordAudit(tx, actorId, 'product.import', null, {
      created: created.length,
      updated: updated.length,
      createdSkus: created,
      updatedSkus: updated,
    });
    return {
      message: ADMIN_MESSAGES.importDone(created.length, updated.length),
      created: created.length,
      updated: updated.length,
    };
  });
}
