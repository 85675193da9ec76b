import { EWAY_BILL_THRESHOLD_PAISE } from '../../../../../domain/einvoice';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { Button } from '../../../../components/ui/button';
import { DownloadButton } from '../../../../components/ui/download-button';
import { TextAreaField, TextField } from '../../../../components/ui/form-field';
import { downloadEinvoice, downloadEwayBill } from '../api/download-invoice';
import { usePermissions } from '../../shell/use-permissions';
import { useIrnForm } from './use-irn-form';

/**
 * A B2B invoice's e-invoice JSON and the IRN pasted back from the IRP; a consignment over ₹50,000's e-way bill
 * (docs/decisions/060-einvoice-and-eway-bill.md).
 */
export function GstFilings({ order }: { order: AdminOrderDetail }) {
  const { isAdmin } = usePermissions();
  // The e-invoice is offered only where the store e-invoices; the server refuses it otherwise.
  const einvoices = Boolean(order.buyer) && order.einvoicing;
  const ewayBill = order.total > EWAY_BILL_THRESHOLD_PAISE / 100;
  if (!einvoices && !ewayBill) return null;
  return (
    <div className="mt-3 space-y-3 border-t border-sand-100 pt-3">
      <div className="flex flex-wrap gap-2">
        {einvoices && (
          <DownloadButton
            variant="secondary"
            size="sm"
            download={() => downloadEinvoice(order.id)}
            failure="The e-invoice JSON could not be downloaded."
          >
            E-invoice JSON
          </DownloadButton>
        )}
        {ewayBill && (
          <DownloadButton
            variant="secondary"
            size="sm"
            download={() => downloadEwayBill(order.id)}
            failure="The e-way bill JSON could not be downloaded."
          >
            E-way bill JSON
          </DownloadButton>
        )}
      </div>
      {order.einvoice ? (
        <p className="text-xs break-all text-ink-soft">
          IRN <span className="font-mono text-ink">{order.einvoice.irn}</span>
          {order.einvoice.ackNo && ` · Ack ${order.einvoice.ackNo}`}
        </p>
      ) : (
        einvoices && isAdmin && <IrnForm orderId={order.id} />
      )}
    </div>
  );
}

function IrnForm({ orderId }: { orderId: string }) {
  const form = useIrnForm(orderId);
  if (!form.open) {
    return (
      <Button variant="quiet" onClick={() => form.setOpen(true)}>
        Record IRN from the IRP
      </Button>
    );
  }
  return (
    <form className="space-y-3" onSubmit={form.submit}>
      <TextField label="IRN" {...form.irn.field} required />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Ack no." optional {...form.ackNo.field} />
        <TextField label="Ack date" optional placeholder="2026-10-15 11:05:00" {...form.ackDate.field} />
      </div>
      <TextAreaField
        label="Signed QR code"
        hint="The SignedQRCode text the IRP returned."
        {...form.signedQrCode.field}
        required
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={form.pending}>
          Record IRN
        </Button>
        <Button type="button" variant="quiet" onClick={() => form.setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
