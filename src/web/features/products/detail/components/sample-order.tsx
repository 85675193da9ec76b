import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS_MS } from '../../../../../domain/constants';
import { formatINR } from '../../../../../domain/format';
import { SAMPLE_PRICE, type Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { SAMPLE_COPY } from '../../../../../domain/sample';
import { Button } from '../../../../components/ui/button';
import { useCart } from '../../../../stores/cart/cart-context';
import { useIsLoggedIn } from '../use-is-logged-in';
import { groupTitleClass } from './section-heading';
import { loginPath } from '../../../../lib/redirect';

/**
 * 'Order a sample' (issue 15): an A4 swatch of the design in the material chosen above, priced by the server as a
 * line of its own. The limit, free shipping and credit are told here so nobody meets them first at checkout.
 */
export function SampleOrder({ product, material }: { product: Product; material: Material | null }) {
  const cart = useCart();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onOrder = async () => {
    if (!loggedIn) return navigate(loginPath(pathname));
    try {
      await cart.add({ product, kind: 'sample', quantity: 1, selectedMaterial: material });
    } catch {
      // The cart has already said why (the limit of five, most likely).
      return;
    }
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS_MS.addedToCart);
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="sample-order"
      className="rounded-card border border-sand-200 bg-white/50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className={`${groupTitleClass} font-sans`}>
          Order a sample
        </h2>
        <p className="text-sm font-medium text-ink tabular-nums">{SAMPLE_COPY.price}</p>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        An A4 swatch of this design{material ? ` in ${material}` : ''}, to feel and see in your own light.
      </p>
      <p className="mt-2 text-[13px] text-ink-muted">
        {SAMPLE_COPY.limit} {SAMPLE_COPY.shipping} {SAMPLE_COPY.credit}
      </p>
      <Button
        variant="secondary"
        fullWidth
        className="mt-4"
        onClick={onOrder}
        disabled={added || !product.inStock}
        icon={added ? <Check aria-hidden className="size-[18px]" /> : undefined}
      >
        {added ? 'Sample added' : `Order a sample · ${formatINR(SAMPLE_PRICE)}`}
      </Button>
    </section>
  );
}
