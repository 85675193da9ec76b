import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProductImportRefusedSchema,
  ProductImportResultSchema,
  type ProductExportQuery,
  type ProductImportRefused,
  type ProductImportResult,
} from '../../../../../domain/product-admin';
import { adminKeys } from '../../shell/api/admin-query';
import { downloadFile } from '../../../../lib/download';
import { uploadCsv } from './csv-files';

export const downloadProductsCsv = (query: ProductExportQuery) =>
  downloadFile('/admin/products/export.csv', query, 'products.csv');

export type ProductImportOutcome =
  { imported: true; result: ProductImportResult } | { imported: false; report: ProductImportRefused };

/** A 422 is the report of refused rows (nothing was written), not a failure to show as an error toast. */
export async function importProductsCsv(file: File): Promise<ProductImportOutcome> {
  const { status, body } = await uploadCsv('/admin/products/import', file);
  return status === 422
    ? { imported: false, report: ProductImportRefusedSchema.parse(body) }
    : { imported: true, result: ProductImportResultSchema.parse(body) };
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProductsCsv,
    onSuccess: async (outcome) => {
      if (!outcome.imported) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
  });
}
