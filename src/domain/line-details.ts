import type { LineOptions } from './line-schema';
import { rollSizeLabel, wallAreaSqft } from './pricing';
import type { Product } from './product';

// Apart from line.ts, which every page loads for pricing: only the cart drawer and the checkout show this text.

/** What was chosen for a line, as the cart drawer and the checkout summary list it: material, wall or roll, colour. */
export function lineDetails(
  line: Omit<LineOptions, 'installation'> & { product: Pick<Product, 'kind' | 'roll'> },
): string[] {
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
