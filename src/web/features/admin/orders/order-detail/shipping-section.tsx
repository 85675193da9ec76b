import { MapPin } from 'lucide-react';
import { formatMobile } from '../../../../../domain/address';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { telHref } from '../../../../lib/store-info';
import { SheetSection } from './sheet-section';
import { ShipmentPanel } from './shipment-panel';

/** Where the order goes, how to reach the customer, and its parcel. */
export function ShippingSection({ order }: { order: AdminOrderDetail }) {
  const ship = order.shippingInfo;
  return (
    <SheetSection title="Shipping" icon={<MapPin aria-hidden />}>
      <address className="text-sm leading-relaxed text-ink not-italic">
        <span className="font-medium">{ship.name}</span>
        <br />
        {ship.address}
        <br />
        {ship.city}, {ship.state} {ship.zip}
      </address>
      <p className="mt-2 text-sm text-ink-soft">
        <a href={telHref(ship.phone)} className="underline-offset-4 hover:underline">
          {formatMobile(ship.phone)}
        </a>
        <span className="px-1.5 text-ink-muted">·</span>
        <a href={`mailto:${ship.email}`} className="underline-offset-4 hover:underline">
          {ship.email}
        </a>
      </p>
      <ShipmentPanel order={order} />
    </SheetSection>
  );
}
