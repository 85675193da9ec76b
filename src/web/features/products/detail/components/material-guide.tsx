import { formatINR } from '../../../../../domain/format';
import { INSTALLATION_RATE, type Material } from '../../../../../domain/pricing';
import type { GuideDialogState } from './guide-button';
import { GuideModal } from './guide-modal';

/** One honest line on each material, so the price difference means something. */
export const MATERIAL_NOTES: Record<Material, string> = {
  'Non-woven': 'Breathable and tear-resistant; goes up and comes down cleanly. Our everyday favourite.',
  Vinyl: 'Wipe-clean and moisture-resistant, for kitchens, bathrooms and busy hallways.',
  Paper: 'A classic matte print at the gentlest price, best in calm, low-traffic rooms.',
  Fabric: 'A woven textile face with a soft, warm touch; lovely in bedrooms and lounges.',
  Grasscloth: 'Natural woven fibres with organic variation, so no two panels are quite alike.',
  Metallic: 'A foil-effect surface that catches the light, for the gold-foiled look.',
  Flock: 'A raised velvet pile with the richness of hand embroidery.',
  Embossed: 'A pattern pressed into relief that you can feel, and that hides small wall flaws.',
  Textured: 'A fine linen or plaster-like grain that adds depth without shine.',
  Premium: 'Our heaviest hand-finished base, with the most depth and the longest life.',
};

/** A material this product comes in and its rate per sq ft for it. */
export interface MaterialRate {
  material: Material;
  rate: number;
}

/** The product's own materials at its own rates, so the guide never quotes a price the page will not charge. */
export function MaterialGuide({ rates, ...dialog }: { rates: readonly MaterialRate[] } & GuideDialogState) {
  return (
    <GuideModal
      {...dialog}
      title="Material guide"
      description={`Prices per square foot, before installation (${formatINR(INSTALLATION_RATE)} per sq ft when included).`}
      size="lg"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Material prices per square foot</caption>
        <thead>
          <tr className="border-b border-sand-200 text-[11px] tracking-[0.14em] text-ink-muted uppercase">
            <th scope="col" className="pb-2 font-semibold">
              Material
            </th>
            <th scope="col" className="pb-2 text-right font-semibold whitespace-nowrap">
              Per sq ft
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map(({ material, rate }) => (
            <tr key={material} className="border-b border-sand-100 align-top last:border-0">
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="block font-medium text-ink">{material}</span>
                <span className="mt-0.5 block text-[13px] leading-relaxed text-ink-soft">
                  {MATERIAL_NOTES[material]}
                </span>
              </th>
              <td className="py-3 text-right font-medium whitespace-nowrap text-ink tabular-nums">
                {formatINR(rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </GuideModal>
  );
}
