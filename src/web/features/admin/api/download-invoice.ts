import { downloadFile } from '../../../lib/download';

export const downloadInvoice = (orderId: string) =>
  downloadFile(`/admin/orders/${encodeURIComponent(orderId)}/invoice`, {}, 'invoice.pdf');
