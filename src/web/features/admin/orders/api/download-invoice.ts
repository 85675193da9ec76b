import { downloadFile } from '../../../../lib/download';

export const downloadInvoice = (orderId: string) =>
  downloadFile(`/admin/orders/${encodeURIComponent(orderId)}/invoice`, {}, 'invoice.pdf');

export const downloadCreditNote = (orderId: string, refundId: string) =>
  downloadFile(
    `/admin/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(refundId)}`,
    {},
    'credit-note.pdf',
  );

/** A B2B invoice as e-invoice JSON for the IRP (docs/decisions/060-einvoice-and-eway-bill.md). */
export const downloadEinvoice = (orderId: string) =>
  downloadFile(`/admin/orders/${encodeURIComponent(orderId)}/einvoice`, {}, 'einvoice.json');

/** Part A of the consignment's e-way bill. */
export const downloadEwayBill = (orderId: string) =>
  downloadFile(`/admin/orders/${encodeURIComponent(orderId)}/eway-bill`, {}, 'eway-bill.json');
