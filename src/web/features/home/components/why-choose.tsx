import { Leaf, Ruler, ShieldCheck } from 'lucide-react';
import { useStoreInfo } from '../../../lib/store-info';
import { IconList } from '../../../components/ui/icon-row';

const REASONS = [
  {
    icon: ShieldCheck,
    title: 'Assured quality',
    text: 'Colour-matched, print-checked and fitted by our own trained installers.',
  },
  {
    icon: Ruler,
    title: 'Custom Fit',
    text: 'Printed to the exact size of your wall, so there is no waste and no awkward seams.',
  },
  {
    icon: Leaf,
    title: 'Non-toxic & VOC Free',
    text: 'Water-based inks with no lingering smell, safe for nurseries and bedrooms.',
  },
] as const;

/** The 'Why choose' strip (docs/store-rules.md#screens). */
export function WhyChoose() {
  const { storeName } = useStoreInfo();
  return (
    <section aria-labelledby="home-why" className="bg-sand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <h2 id="home-why" className="text-center font-serif text-3xl text-ink sm:text-4xl">
          Why choose {storeName}
        </h2>
        <IconList
          look="reason"
          items={REASONS}
          className="mt-10 grid gap-8 sm:grid-cols-3 sm:gap-6 lg:gap-12"
        />
      </div>
    </section>
  );
}
