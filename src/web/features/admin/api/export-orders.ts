import type { OrderExportQuery } from '../../../../domain/admin';
import { downloadCsv } from './csv-files';

export const downloadOrdersCsv = (query: OrderExportQuery) =>
  downloadCsv('/admin/orders/export.csv', query, 'orders.csv');
