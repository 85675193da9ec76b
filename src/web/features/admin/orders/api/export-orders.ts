import { downloadFile } from '../../../../lib/download';
import type { OrderExportQuery } from '../../../../../domain/order-admin';

export const downloadOrdersCsv = (query: OrderExportQuery) =>
  downloadFile('/admin/orders/export.csv', query, 'orders.csv');
