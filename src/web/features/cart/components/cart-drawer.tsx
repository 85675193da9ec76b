import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { CART_QUANTITY_MAX, SAMPLES_PER_ORDER_MAX } from '../../../../domain/constants';
import { formatINR } from '../../../../domain/format';
import {
  INSTALLATION_RATE,
  onlySamples,
  rollSizeLabel,
  TAX_NOTE,
  wallAreaSqft,
} from '../../../../domain/pricing';
import { SAMPLE_COPY } from '../../../../domain/sample';
import { planRolls } from '../../../../domain/roll-calculator';
import { ButtonLink } from '../../../components/ui/button';
import { DrawerEmpty, DrawerSkeleton, DrawerThumb } from '../../../components/ui/drawer-parts';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadError } from '../../../components/ui/load-error';
import { formatRate } from '../../../components/ui/price';
import { Sheet } from '../../../components/ui/sheet';
import { useCart } from '../../../app/cart-context';
import { sampleCount, type CartLine } from '../cart-line';

export function CartDrawer() {
  const { lines, count, total, isLoading, loadFailed, reloading, reload, isOpen, setOpen, close } = useCart();
  return (
    <Sheet
      open={isOpen}
      onOpenChange={setOpen}
      title={loadFailed ? 'Shopping Cart' : `Shopping Cart (${count})`}
      footer={
        lines.length > 0 && (
          <div className="space-y-3">
            <p className="flex items-baseline justify-between text-ink">
              <span className="font-serif text-lg">Total:</span>
              <span className="text-lg font-semibold tabular-nums">{formatINR(total)}</span>
            </p>
            <p className="text-xs text-ink-muted">
              {onlySamples(lines) ? 'Samples alone ship free.' : 'Shipping is worked out and'} {TAX_NOTE}
            </p>
            {sampleCount(lines) > 0 && (
              <p data-testid="cart-sample-note" className="text-xs text-ink-muted">
                Samples: {SAMPLE_COPY.price}, {SAMPLE_COPY.limit.toLowerCase()} {SAMPLE_COPY.credit}{' '}
                {SAMPLE_COPY.returns}
              </p>
            )}
            <ButtonLink to="/checkout" onClick={close} size="lg" fullWidth>
              Checkout
            </ButtonLink>
          </div>
        )
      }
    >
      {lines.length === 0 ? (
        isLoading ? (
          <DrawerSkeleton label="Loading your cart" withControls />
        ) : loadFailed ? (
          <LoadError
            title="Your cart could not be loaded."
            onRetry={reload}
            retrying={reloading}
            className="mx-5 sm:mx-6"
          />
        ) : (
          <DrawerEmpty
            icon={<ShoppingBag aria-hidden strokeWidth={1.5} />}
            title="Your cart is empty"
            text="Add some beautiful wallpapers to get started!"
            action={{ label: 'Shop Now', to: '/products' }}
            onNavigate={close}
          />
        )
      ) : (
        <ul aria-busy={isLoading || undefined} className="divide-y divide-sand-200 px-5 sm:px-6">
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              busy={isLoading}
              samplesFull={sampleCount(lines) >= SAMPLES_PER_ORDER_MAX}
              onNavigate={close}
            />
          ))}
        </ul>
      )}
    </Sheet>
  );
}

function lineDetails(line: CartLine): string[] {
  const details: string[] = [];
  if (line.kind === 'sample') details.push('A4 sample');
  else if (line.product.kind === 'rolls') details.push(`Roll ${rollSizeLabel(line.product.roll)}`);
  if (line.selectedMaterial) details.push(line.selectedMaterial);
  if (line.customDimensions) {
    const { height, width } = line.customDimensions;
    const wall = `${width}″ W × ${height}″ H (${wallAreaSqft(height, width).toFixed(1)} sq ft)`;
    details.push(line.product.kind === 'rolls' ? `for a ${wall} wall` : wall);
  }
  if (line.selectedColor) details.push(line.selectedColor);
  return details;
}

/** The roll calculator's count for the line's wall, so a shopper changing the quantity can see what is enough. */
function rollAdvice(line: CartLine): string | null {
  if (line.product.kind !== 'rolls' || !line.customDimensions) return null;
  const plan = planRolls(line.product.roll, {
    heightIn: line.customDimensions.height,
    widthIn: line.customDimensions.width,
  });
  return plan.rolls > 0 ? `This wall needs ${plan.rolls} (${plan.withSpare} with a spare)` : null;
}

function CartLineRow({
  line,
  busy,
  samplesFull,
  onNavigate,
}: {
  line: CartLine;
  busy: boolean;
  /** the cart holds as many samples as one order may */
  samplesFull: boolean;
  onNavigate: () => void;
}) {
  const { setQuantity, remove } = useCart();
  const { product } = line;
  const href = `/products/${product.id}`;
  const advice = line.kind === 'sample' ? null : rollAdvice(line);
  const name = line.kind === 'sample' ? `sample of ${product.name}` : product.name;
  return (
    <li className="flex gap-4 py-5">
      <DrawerThumb product={product} onNavigate={onNavigate} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href}
            onClick={onNavigate}
            className="line-clamp-2 font-medium text-ink underline-offset-4 hover:underline"
          >
            {product.name}
          </Link>
          <IconButton
            label={`Remove ${name} from cart`}
            icon={<Trash2 />}
            size="sm"
            className="-mt-1 -mr-1 text-ink-muted hover:text-danger"
            disabled={busy}
            onClick={() => void remove(line.id)}
          />
        </div>
        <p className="mt-0.5 text-xs text-ink-muted">{lineDetails(line).join(' · ')}</p>
        <p data-testid="cart-line-rate" className="mt-1 text-sm text-ink-soft">
          {formatRate(line.rate, line.unit, line.ratePerSqft)}
        </p>
        {line.installation && (
          <p className="text-xs text-ink-muted">
            Installation ({formatINR(INSTALLATION_RATE)} per sq ft): {formatINR(line.installationAmount)}
          </p>
        )}
        {advice && <p className="text-xs text-ink-muted">{advice}</p>}
        <div className="mt-3 flex items-center justify-between gap-3">
          <div
            role="group"
            aria-label={`Quantity of ${name}`}
            className="inline-flex items-center rounded-full border border-sand-200 bg-white"
          >
            <IconButton
              label="Decrease quantity"
              icon={<Minus />}
              size="sm"
              disabled={busy || line.quantity <= 1}
              onClick={() => void setQuantity(line.id, line.quantity - 1)}
            />
            <output aria-live="polite" className="w-8 text-center text-sm font-medium tabular-nums">
              {line.quantity}
            </output>
            <IconButton
              label="Increase quantity"
              icon={<Plus />}
              size="sm"
              disabled={busy || line.quantity >= CART_QUANTITY_MAX || (line.kind === 'sample' && samplesFull)}
              onClick={() => void setQuantity(line.id, line.quantity + 1)}
            />
          </div>
          <span className="text-sm font-semibold text-ink tabular-nums">{formatINR(line.amount)}</span>
        </div>
      </div>
    </li>
  );
}
