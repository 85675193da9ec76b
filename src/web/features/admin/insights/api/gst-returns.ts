import { useQuery } from '@tanstack/react-query';
import type { Gstr1Section, Gstr1Summary } from '../../../../../domain/gstr1';
import { downloadFile } from '../../../../lib/download';
import { adminQuery } from '../../shell/api/admin-query';

export const GST_SUMMARY_FAILURE = 'Failed to fetch the GST return';

/** GET /api/admin/gst/summary: the month's section totals and their reconciliation (docs/decisions/055-gstr1.md). */
export const gstSummaryQuery = (month: string) =>
  adminQuery<Gstr1Summary>('/admin/gst/summary', GST_SUMMARY_FAILURE, {
    query: { month },
    keepPrevious: true,
  });

export const useGstSummary = (month: string) => useQuery(gstSummaryQuery(month));

/** The whole return as the offline tool's JSON, or one section as CSV. */
export const downloadGstr1 = (month: string, section?: Gstr1Section) =>
  section
    ? downloadFile('/admin/gst/gstr1', { month, format: 'csv', section }, `gstr1-${month}-${section}.csv`)
    : downloadFile('/admin/gst/gstr1', { month }, `gstr1-${month}.json`);
