import { downloadFile } from '../../../lib/download';

/** `token`: a guest's signed order link, which opens the invoice as it opens the order (decision 019). */
export const downloadInvoice = (orderId: string, token: string | null) =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/invoice`, { token }, 'invoice.pdf');
