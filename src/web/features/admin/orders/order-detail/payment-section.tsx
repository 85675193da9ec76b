import { CreditCard } from 'lucide-react';
import { paymentMethodLabel } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { DownloadButton } from '../../../../components/ui/download-button';
import { downloadInvoice } from '../api/download-invoice';
import { GstFilings } from './gst-filings';
import { SheetSection } from './sheet-section';

/** How the order was paid, and its tax invoice with the GST filings it needs. */
export function PaymentSection({ order }: { order: AdminOrderDetail }) {
  const card = order.cardInfo;
  return (
    <SheetSection title="Payment" icon={<CreditCard aria-hidden />}>
      <p className="text-sm text-ink">
        {card ? (
          <>
            {card.brand} <span className="tabular-nums">•••• {card.last4}</span>
          </>
        ) : order.paymentMethod ? (
          paymentMethodLabel(order.paymentMethod)
        ) : (
          'Not recorded'
        )}
      </p>
      <p className="mt-1 text-xs text-ink-muted">
        Provider order <span className="font-mono">{order.orderId}</span>
      </p>
      {order.invoiceNumber && (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft">
              Tax invoice <span className="font-medium text-ink tabular-nums">{order.invoiceNumber}</span>
            </p>
            <DownloadButton
              variant="secondary"
              size="sm"
              download={() => downloadInvoice(order.id)}
              failure="The invoice could not be downloaded."
            >
              Download invoice
            </DownloadButton>
          </div>
          <GstFilings order={order} />
        </>
      )}
    </SheetSection>
  );
}
