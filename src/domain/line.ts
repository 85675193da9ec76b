import { WALL_SIZE_DEFAULTS } from './constants';
import type { LineFigures, LineOptions, WallSize } from './line-schema';
import type { OrderItemKind } from './order';
import { lineMaterial, priceLine, type LinePrice, type LineUnit, type PricedProduct } from './pricing';

/**
 * A line's options as priced and kept, from what was asked. The same rules on the server and for guests: the
 * material is the one asked for when the product offers it, else its default; a custom-fit wall without a size
 * gets the detail page's default (docs/store-rules.md#validation), a roll line keeps the wall it papers when
 * given (installation is charged on it, decisions/014); a sample is an A4 swatch, with no wall and nothing
 * installed (decision 027). The colour is taken as given: the server checks it against the product first.
 */
export function lineOptions(product: PricedProduct, asked: Partial<LineOptions>): LineOptions {
  const kind = asked.kind ?? 'goods';
  const isSample = kind === 'sample';
  return {
    kind,
    selectedColor: asked.selectedColor ?? null,
    selectedMaterial: lineMaterial(product, asked.selectedMaterial),
    customDimensions: isSample
      ? null
      : (asked.customDimensions ?? (product.kind === 'customised' ? { ...WALL_SIZE_DEFAULTS } : null)),
    installation: isSample ? false : (asked.installation ?? true),
  };
}

/**
 * A line's identity, for guests and signed-in carts alike: adding a line with the same key raises that line's
 * quantity. It holds every option that changes what is made or charged. Goods keep the key they had before
 * samples existed, so lines already in carts still merge (decision 027).
 */
export const lineKey = (productId: string, line: LineOptions): string =>
  line.kind === 'sample'
    ? JSON.stringify(['sample', productId, line.selectedColor, line.selectedMaterial])
    : JSON.stringify([
        productId,
        line.selectedColor,
        line.selectedMaterial,
        line.customDimensions?.width ?? null,
        line.customDimensions?.height ?? null,
        line.installation,
      ]);

/** What a line costs, from its product and options: the cart, checkout, detail page and drawers all price here. */
export const linePriceOf = (product: PricedProduct, line: LineOptions & { quantity: number }): LinePrice =>
  priceLine({
    kind: line.kind,
    product,
    material: line.selectedMaterial,
    installation: line.installation,
    dimensions: line.customDimensions,
    quantity: line.quantity,
  });

/** The figures a cart line shows beside its options (LineFiguresSchema). */
export function lineFigures({ unit, rate, ratePerSqft, installationAmount, amount }: LinePrice): LineFigures {
  return { unit, rate, ratePerSqft, installationAmount, amount };
}

/** A wall kept in two nullable columns is a size only when both are there. */
export const wallFromColumns = (row: { widthIn: number | null; heightIn: number | null }): WallSize | null =>
  row.widthIn !== null && row.heightIn !== null ? { width: row.widthIn, height: row.heightIn } : null;

export const wallColumns = (size: WallSize | null): { widthIn: number | null; heightIn: number | null } => ({
  widthIn: size?.width ?? null,
  heightIn: size?.height ?? null,
});

/** An order line's unit, from the kind it was recorded with: what priceLine said when it was charged. */
export const orderLineUnit = (kind: OrderItemKind): LineUnit =>
  kind === 'sample' ? 'sample' : kind === 'rolls' ? 'roll' : 'sqft';
