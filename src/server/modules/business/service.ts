import { eq } from 'drizzle-orm';
import type { BusinessBuyer, SavedBusiness } from '../../../domain/business';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The GSTIN and legal name a shopper keeps in their profile for checkout (decision 058). */
export async function savedBusiness(db: Db, userId: string): Promise<SavedBusiness> {
  const [user] = await db
    .select({ gstin: users.gstin, legalName: users.gstLegalName })
    .from(users)
    .where(eq(users.id, userId));
  return {
    business: user?.gstin && user.legalName ? { gstin: user.gstin, legalName: user.legalName } : null,
  };
}

export async function saveBusiness(
  db: Db,
  userId: string,
  business: BusinessBuyer | null,
): Promise<SavedBusiness> {
  await db
    .update(users)
    .set({ gstin: business?.gstin ?? null, gstLegalName: business?.legalName ?? null })
    .where(eq(users.id, userId));
  return { business };
}
