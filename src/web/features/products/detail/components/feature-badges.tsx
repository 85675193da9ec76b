import { Hourglass, Leaf, Ruler, Wrench } from 'lucide-react';
import { WALLPAPER_LIFESPAN } from '../../../../../domain/constants';
import { formatINR } from '../../../../../domain/format';
import { INSTALLATION_RATE } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { IconList } from '../../../../components/ui/icon-row';

// Only a customised product is printed to the wall's size; a roll is a standard size (stated by the calculator).
const FIT = {
  customised: { icon: Ruler, title: 'Custom fit', text: 'Printed to your wall’s exact size' },
  rolls: { icon: Ruler, title: 'Standard rolls', text: 'One size, ordered by the roll for any wall' },
} as const;

const featuresFor = (kind: Product['kind']) => [
  { icon: Hourglass, title: `Lasts ${WALLPAPER_LIFESPAN}`, text: 'Colours stay true with gentle care' },
  FIT[kind],
  { icon: Leaf, title: 'Non-toxic & VOC free', text: 'Water-based inks, safe for every room' },
  // Installation is charged per square foot, so the badge says so rather than 'free' beside the charge (issue 26).
  {
    icon: Wrench,
    title: 'Installation by our team',
    text: `${formatINR(INSTALLATION_RATE)} per sq ft, or free advice if you hang it yourself`,
  },
];

export function FeatureBadges({ kind }: { kind: Product['kind'] }) {
  return (
    <IconList
      look="badge"
      items={featuresFor(kind)}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      label="Why you’ll love it"
    />
  );
}
