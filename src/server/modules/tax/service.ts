import { eq } from 'drizzle-orm';
import {
  DEFAULT_TAX_CODES,
  MissingGstRate,
  rateFor,
  TAX_CLASSES,
  type GstRates,
  type TaxClass,
  type TaxCodeList,
} from '../../../domain/tax';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { taxCodes } from '../../db/schema';
import { Conflict } from '../../errors';
import { recordAudit } from '../audit/service';

export type TaxCodes = Record<TaxClass, string>;

/** Each tax class's HSN or SAC, as admins last set it (the seeded defaults where a row is missing). */
export async function loadTaxCodes(db: Db): Promise<TaxCodes> {
  const rows = await db.select().from(taxCodes);
  const codes: TaxCodes = { ...DEFAULT_TAX_CODES };
  for (const row of rows) if (row.taxClass in codes) codes[row.taxClass] = row.code;
  return codes;
}

const ratePercent = (rates: GstRates | null, code: string) => {
  const bp = rates ? rateFor(rates, code) : null;
  return bp === null ? null : bp / 100;
};

export async function listTaxCodes(db: Db, config: Pick<Config, 'gstRates'>): Promise<TaxCodeList> {
  const codes = await loadTaxCodes(db);
  return {
    ratesSet: config.gstRates !== null,
    entries: TAX_CLASSES.map((taxClass) => ({
      taxClass,
      code: codes[taxClass],
      ratePercent: ratePercent(config.gstRates, codes[taxClass]),
    })),
  };
}

/**
 * An admin sets a class's code, audited with what it was. With GST_RATES set, a code it gives no rate for is
 * refused: every order of that class would then be refused at checkout.
 */
export async function updateTaxCode(
  db: Db,
  config: Pick<Config, 'gstRates'>,
  actorId: string,
  taxClass: TaxClass,
  code: string,
): Promise<TaxCodeList> {
  if (config.gstRates && rateFor(config.gstRates, code) === null)
    throw new Conflict(new MissingGstRate(code).message);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(taxCodes).where(eq(taxCodes.taxClass, taxClass));
    await tx
      .insert(taxCodes)
      .values({ taxClass, code })
      .onConflictDoUpdate({ target: taxCodes.taxClass, set: { code, updatedAt: new Date() } });
    await recordAudit(tx, actorId, 'tax-code.update', taxClass, {
      from: before?.code ?? DEFAULT_TAX_CODES[taxClass],
      to: code,
    });
  });
  return listTaxCodes(db, config);
}
