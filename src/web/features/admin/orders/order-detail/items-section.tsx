import { ReceiptText } from 'lucide-react';
import { formatINR } from '../../../../../domain/format';
import { orderItemDescription } from '../../../../../domain/line-details';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { STOCK_MESSAGES } from '../../../../../domain/stock';
import { Badge } from '../../../../components/ui/badge';
import { LineParts } from '../../../../components/ui/line-parts';
import { ProductThumb } from '../../../../components/ui/product-image';
import { OrderFigures } from './order-figures';
import { ProductionPackPanel } from './production-pack-panel';
import { SheetSection } from './sheet-section';

type OrderItem = AdminOrderDetail['items'][number];

/** The order's lines, each with its production pack when made to measure, then the order's figures. */
export function ItemsSection({ order }: { order: AdminOrderDetail }) {
  return (
    <SheetSection title={`Items (${order.items.length})`} icon={<ReceiptText aria-hidden />}>
      <ul className="flex flex-col gap-4">
        {order.items.map((item, index) => (
          <ItemRow key={index} order={order} item={item} />
        ))}
      </ul>
      <OrderFigures order={order} />
    </SheetSection>
  );
}

function ItemRow({ order, item }: { order: AdminOrderDetail; item: OrderItem }) {
  return (
    <li className="flex gap-3">
      <ProductThumb
        src={item.product.images[0]}
        width={48}
        height={60}
        className="h-[60px] w-12 shrink-0 rounded-md"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug font-medium text-ink">{item.product.name}</p>
        {item.batch && <p className="mt-0.5 text-xs text-ink-muted">Batch {item.batch}</p>}
        <LineParts
          description={orderItemDescription(item)}
          picture={{ image: item.product.images[0], line: item }}
          className="mt-0.5"
        />
        {(item.walls || item.crop) && item.id && (
          <ProductionPackPanel
            orderId={order.id}
            itemId={item.id}
            due={order.status === 'paid' || order.status === 'processing'}
          />
        )}
        {item.awaitingStock && (
          <Badge tone="danger" className="mt-1">
            {STOCK_MESSAGES.awaitingStock}
          </Badge>
        )}
      </div>
      <p className="text-sm font-medium text-ink tabular-nums">{formatINR(item.amount)}</p>
    </li>
  );
}
