import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';

// The sample panel sits below the purchase buttons, out of a phone's first screen: its code loads as it comes
// near the viewport, so the product page's first load stays within its budget (bundle.e2e.ts).
const SampleOrder = lazy(() => import('./sample-order').then((m) => ({ default: m.SampleOrder })));

const placeholder = <div aria-hidden className="h-[196px] rounded-card border border-sand-200 bg-white/50" />;

export function SampleOrderSlot(props: { product: Product; material: Material | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} data-testid="sample-order-slot">
      {near ? (
        <Suspense fallback={placeholder}>
          <SampleOrder {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
