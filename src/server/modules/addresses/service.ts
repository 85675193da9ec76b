import { and, asc, count, eq } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import {
  ADDRESS_NOT_FOUND,
  SAVED_ADDRESSES_MAX,
  type SaveAddress,
  type SavedAddress,
} from '../../../domain/checkout';
import type { Database, Db } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';

type AddressRow = typeof addresses.$inferSelect;

const toSavedAddress = ({
  userId: _userId,
  updatedAt: _updatedAt,
  createdAt,
  ...row
}: AddressRow): SavedAddress => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** Oldest first, so the list a shopper knows does not reshuffle as they add to it. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toSavedAddress);
}

/**
 * Saves an address already checked by SaveAddressSchema. The same address again answers the saved copy; the
 * cap is counted with the shopper's row locked, so simultaneous saves cannot slip past it together.
 */
export async function saveAddress(
  db: Database,
  userId: string,
  input: SaveAddress,
): Promise<{ address: SavedAddress; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const same = and(
      eq(addresses.userId, userId),
      eq(addresses.firstName, input.firstName),
      eq(addresses.lastName, input.lastName),
      eq(addresses.phone, input.phone),
      eq(addresses.address, input.address),
      eq(addresses.city, input.city),
      eq(addresses.state, input.state),
      eq(addresses.zipCode, input.zipCode),
    );
    const [existing] = await tx.select().from(addresses).where(same);
    if (existing) return { address: toSavedAddress(existing), created: false };
    const [saved] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((saved?.n ?? 0) >= SAVED_ADDRESSES_MAX) {
      throw new Conflict(
        `You can save up to ${SAVED_ADDRESSES_MAX} addresses. Remove one you no longer use first.`,
      );
    }
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...input })
      .returning();
    if (!row) throw new Error('address insert returned nothing');
    return { address: toSavedAddress(row), created: true };
  });
}

/** Another shopper's address is 'not found' as well: its existence is not ours to tell. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(ADDRESS_NOT_FOUND);
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new NotFound(ADDRESS_NOT_FOUND);
}
