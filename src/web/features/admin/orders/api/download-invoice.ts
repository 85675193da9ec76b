import { downloadFile } from '../../../../lib/download';

export const downloadInvoice = (orderId: string) =>
  downloadFile(`/admin/orders/${encodeURIComponent(orderId)}/invoice`, {}, 'invoice.pdf');

export const downloadCreditNote = (orderId: string, refundId: string) =>
  downloadFile(
    `/admin/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(refundId)}`,
    {},
    'credit-note.pdf',
  );
