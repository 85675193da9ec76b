import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy component) once this spot comes near the viewport, a placeholder of the same height
 * until then. For the parts of the product page below a phone's first screen (the sample panel, the delivery
 * check): their code then stays out of the page's first load and its budget (bundle.e2e.ts).
 */
export function NearViewport({
  children,
  height,
  testId,
}: {
  children: ReactNode;
  /** the placeholder's height in px, about what will replace it, so nothing jumps */
  height: number;
  testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div aria-hidden style={{ height }} />;
  return (
    <div ref={ref} data-testid={testId}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
