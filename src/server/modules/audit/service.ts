import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PageQuery } from '../../../domain/list-query';
import type { StockDetails } from '../../../domain/stock-adjustment';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** What a member of staff did to what: 'product.delete', 'custom-design-request.status'. */
type AuditAction = `${string}.${string}`;

/** The action's first part names the kind of record ('custom-design-request' files under custom_design_request). */
const entityTypeOf = (action: AuditAction) => action.slice(0, action.indexOf('.')).replaceAll('-', '_');

/**
 * Callers pass their transaction, so the entry and the change it describes commit or vanish together. The
 * arguments follow the services' own order (who, then which record); the record's kind comes from the action, so
 * the two cannot disagree.
 */
export async function recordAudit(
  db: Db,
  /** null for what a customer did (cancelling their order gives its rolls back) */
  actorId: string | null,
  action: AuditAction,
  entityId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({ actorId, action, entityType: entityTypeOf(action), entityId, details });
}

export const STOCK_ACTION = 'product.stock';

/** Every change of a product's roll count by staff is audited the same way, whichever door it came through. */
export const recordStockChange = (db: Db, actorId: string | null, productId: string, details: StockDetails) =>
  recordAudit(db, actorId, STOCK_ACTION, productId, details);

/** Entries newest first, each with the member of staff who made it (null once they are removed). */
export const auditEntries = (db: Db, where?: SQL) =>
  db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));

export async function listAuditLog(db: Db, { page, limit }: PageQuery) {
  const rows = await auditEntries(db)
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
