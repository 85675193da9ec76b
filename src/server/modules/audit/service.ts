import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../domain/admin';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditEntry {
  actorId: string;
  action: string;
  entityType: string;
  entityId: string | null;
  details?: Record<string, unknown>;
}

/** Callers pass their transaction, so the entry and the change it describes commit or vanish together. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}

export const STOCK_ACTION = 'product.stock';

/** What the audit entry of a stock change holds; the product page lists these. */
interface StockDetails {
  change: number;
  stockAfter: number;
  batch: string | null;
  reason: string;
}

/** Every change of a product's roll count by staff is audited the same way, whichever door it came through. */
export const recordStockChange = (db: Db, actorId: string, productId: string, details: StockDetails) =>
  recordAudit(db, {
    actorId,
    action: STOCK_ACTION,
    entityType: 'product',
    entityId: productId,
    details: { ...details },
  });

export async function listAuditLog(db: Db, { page, limit }: PageQuery) {
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db.select({ total: count() }).from(auditLog);
  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
  };
}
