import { WALL_SIZE_DEFAULTS } from './constants';
import type { LineFigures, LineOptions, WallSize } from './line-schema';
import type { OrderItemKind } from './constants';
import {
  lineMaterial,
  priceLine,
  toRupees,
  type LinePrice,
  type LineUnit,
  type PricedProduct,
} from './pricing';
import type { Wall } from './walls';

/** What a request asks for: a wall may come without its `openings`. */
export type AskedOptions = Partial<Omit<LineOptions, 'walls'>> & {
  walls?: readonly (Omit<Wall, 'openings'> & { openings?: Wall['openings'] })[] | null;
};

/**
 * A line's options as priced and kept, from what was asked. The same rules on the server and for guests: the
 * material is the one asked for when the product offers it, else its default; a custom-fit wall without a size
 * gets the detail page's default (docs/store-rules.md#validation), a roll line keeps the wall it papers when
 * given (installation is charged on it, decisions/014); a sample is an A4 swatch, with no wall and nothing
 * installed (decision 027). The colour is taken as given: the server checks it against the product first.
 */
export function lineOptions(
  product: Pick<PricedProduct, 'kind' | 'materials'>,
  asked: AskedOptions,
): LineOptions {
  const kind = asked.kind ?? 'goods';
  const isSample = kind === 'sample';
  // Walls are custom fit's (decision 067); one plain wall is the same line as its customDimensions, so it merges.
  const walls =
    !isSample && product.kind === 'customised' && asked.walls?.length
      ? asked.walls.map((w) => ({ widthIn: w.widthIn, heightIn: w.heightIn, openings: w.openings ?? [] }))
      : null;
  const plain = walls?.length === 1 && walls[0]?.openings.length === 0 ? walls[0] : null;
  return {
    kind,
    selectedColor: asked.selectedColor ?? null,
    selectedMaterial: lineMaterial(product, asked.selectedMaterial),
    customDimensions: isSample
      ? null
      : plain
        ? { width: plain.widthIn, height: plain.heightIn }
        : walls
          ? null
          : (asked.customDimensions ?? (product.kind === 'customised' ? { ...WALL_SIZE_DEFAULTS } : null)),
    walls: plain ? null : walls,
    crop: isSample ? null : (asked.crop ?? null),
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
        // Appended only when present, so lines from before walls keep their keys (decision 067).
        ...(line.walls || line.crop ? [line.walls ?? null, line.crop ?? null] : []),
      ]);

/** A line's walls: its several walls, or its one wall size as a wall without openings. */
export const lineWalls = (line: Pick<LineOptions, 'walls' | 'customDimensions'>): Wall[] | null =>
  line.walls ??
  (line.customDimensions
    ? [{ widthIn: line.customDimensions.width, heightIn: line.customDimensions.height, openings: [] }]
    : null);

/** What a line costs, from its product and options: the cart, checkout, detail page and drawers all price here. */
export const linePriceOf = (product: PricedProduct, line: LineOptions & { quantity: number }): LinePrice =>
  priceLine({
    kind: line.kind,
    product,
    material: line.selectedMaterial,
    installation: line.installation,
    dimensions: line.customDimensions,
    walls: line.walls,
    quantity: line.quantity,
  });

/** The figures a cart line shows beside its options (LineFiguresSchema): in rupees, as the API answers. */
export function lineFigures(price: LinePrice): LineFigures {
  return {
    unit: price.unit,
    rate: toRupees(price.ratePaise),
    ratePerSqft: toRupees(price.ratePerSqftPaise),
    installationAmount: toRupees(price.installationPaise),
    amount: toRupees(price.amountPaise),
  };
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
