import type { OrderExportQuery } from '../../../../../domain/admin';
import { downloadFile } from '../../../../lib/download';

export const downloadOrdersCsv = (query: OrderExportQuery) =>
  downloadFile('/admin/orders/export.csv', query, 'orders.csv');
