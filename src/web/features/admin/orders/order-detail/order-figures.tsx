import { formatINR } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { taxLines } from '../../../../../domain/pricing';
import { FigureRow } from '../../../../components/ui/figure-row';

/** Subtotal to total, then what paid it and what has gone back. */
export function OrderFigures({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="mt-5 space-y-1.5 border-t border-dashed border-sand-200 pt-4 text-sm">
      <FigureRow term="Subtotal" value={formatINR(order.subtotal)} />
      {order.sampleCredit && (
        <FigureRow
          term={`Sample credit (${order.sampleCredit.code})`}
          value={`−${formatINR(order.sampleCredit.amount)}`}
        />
      )}
      {order.savings.map((saving) => (
        <FigureRow
          key={`${saving.name}-${saving.code ?? ''}`}
          term={saving.code ? `${saving.name} (${saving.code})` : saving.name}
          value={`−${formatINR(saving.amount)}`}
        />
      ))}
      <FigureRow term="Shipping" value={order.shipping === 0 ? 'Free' : formatINR(order.shipping)} />
      {taxLines(order.tax, order.gst, order.taxRate).map(({ label, amount }) => (
        <FigureRow key={label} term={label} value={formatINR(amount)} />
      ))}
      <div className="flex justify-between pt-1.5 text-base font-semibold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatINR(order.total)}</dd>
      </div>
      {order.giftCards.map((card) => (
        <FigureRow
          key={card.last4}
          term={`Paid by gift card ···${card.last4}`}
          value={`−${formatINR(card.amount)}`}
        />
      ))}
      {order.storeCredit > 0 && (
        <FigureRow term="Paid from store credit" value={`−${formatINR(order.storeCredit)}`} />
      )}
      {order.refunded > 0 && (
        <div className="flex justify-between font-medium text-success">
          <dt>Refunded</dt>
          <dd className="tabular-nums">−{formatINR(order.refunded)}</dd>
        </div>
      )}
    </dl>
  );
}
