import { Minus, Plus } from 'lucide-react';
import { CART_QUANTITY_MAX, SAMPLES_PER_ORDER_MAX } from '../../../../domain/constants';
import { formatINR } from '../../../../domain/format';
import { cartLineDescription } from '../../../../domain/line-details';
import { onlySamples, TAX_NOTE, toPaise } from '../../../../domain/pricing';
import { SAMPLE_COPY } from '../../../../domain/sample';
import { planRolls } from '../../../../domain/roll-calculator';
import { DrawerRow, ListDrawer } from '../../../components/ui/drawer-parts';
import { IconButton } from '../../../components/ui/icon-button';
import { LineParts } from '../../../components/ui/line-parts';
import { useAuth } from '../../../stores/auth/auth-context';
import { useCart } from '../../../stores/cart/cart-context';
import { CodeField } from '../../../components/ui/code-field';
import { FigureRow } from '../../../components/ui/figure-row';
import { sampleCount, type CartLine } from '../../../stores/cart/cart-line';

export function CartDrawer() {
  const cart = useCart();
  const { lines, total, isLoading, close, codes, savings, applyCode, removeCode } = cart;
  const { user } = useAuth();
  const sample = codes.find((c) => c.kind === 'sample');
  // Shipping is worked out at checkout, so the drawer's total takes off only what came off the goods.
  const offPaise =
    savings.reduce((sum, s) => sum + toPaise(s.amount) - toPaise(s.shipping), 0) +
    toPaise(sample?.kind === 'sample' ? sample.amount : 0);
  return (
    <ListDrawer
      kind="cart"
      list={cart}
      after={
        <div className="border-t border-sand-200 px-5 py-4 sm:px-6">
          {user ? (
            <CodeField
              compact
              applied={codes}
              disabled={isLoading}
              onApply={applyCode}
              onRemove={removeCode}
            />
          ) : (
            <p className="text-sm text-ink-muted">
              Have a discount code or gift card? Sign in or continue as a guest at checkout to use it.
            </p>
          )}
        </div>
      }
      figures={
        (savings.length > 0 || sample) && (
          <dl className="space-y-1 text-sm">
            {savings.map((saving) => (
              <FigureRow
                key={saving.promotionId}
                data-testid="cart-saving"
                tone="credit"
                term={saving.code ? `${saving.name} (${saving.code})` : saving.name}
                value={
                  saving.amount > saving.shipping
                    ? `−${formatINR((toPaise(saving.amount) - toPaise(saving.shipping)) / 100)}`
                    : 'Free shipping'
                }
              />
            ))}
            {sample?.kind === 'sample' && (
              <FigureRow
                data-testid="cart-saving"
                tone="credit"
                term={`Sample credit (${sample.code})`}
                value={`−${formatINR(sample.amount)}`}
              />
            )}
          </dl>
        )
      }
      notes={
        <>
          <p className="text-xs text-ink-muted">
            {onlySamples(lines) ? 'Samples alone ship free.' : 'Shipping is worked out and'} {TAX_NOTE}
          </p>
          {sampleCount(lines) > 0 && (
            <p data-testid="cart-sample-note" className="text-xs text-ink-muted">
              Samples: {SAMPLE_COPY.price}, {SAMPLE_COPY.limit.toLowerCase()} {SAMPLE_COPY.credit}{' '}
              {SAMPLE_COPY.returns}
            </p>
          )}
        </>
      }
      rows={lines.length}
      summary={{ label: 'Total:', value: formatINR((toPaise(total) - offPaise) / 100) }}
      action={{ label: 'Checkout', to: '/checkout' }}
    >
      {lines.map((line) => (
        <CartLineRow
          key={line.id}
          line={line}
          busy={isLoading}
          samplesFull={sampleCount(lines) >= SAMPLES_PER_ORDER_MAX}
          onNavigate={close}
        />
      ))}
    </ListDrawer>
  );
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
  const advice = line.kind === 'sample' ? null : rollAdvice(line);
  const name = line.kind === 'sample' ? `sample of ${line.product.name}` : line.product.name;
  return (
    <DrawerRow
      product={line.product}
      onNavigate={onNavigate}
      removeLabel={`Remove ${name} from cart`}
      onRemove={() => void remove(line.id)}
      removeDisabled={busy}
    >
      <LineParts
        description={cartLineDescription(line)}
        picture={{ image: line.product.images[0], line: line }}
        rateTestId="cart-line-rate"
        className="mt-0.5"
      />
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
    </DrawerRow>
  );
}
