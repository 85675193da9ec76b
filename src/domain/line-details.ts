import type { ProductKind } from './constants';
import { formatINR } from './format';
import type { LineOptions } from './line-schema';
import { INSTALLATION_RATE, rollSizeLabel, toPaise, toRupees, wallAreaSqft, type LineUnit } from './pricing';
import type { RollSpec } from './product';
import { countedOpenings, coveredAreaSqft, wallsAreaSqft, type Wall } from './walls';

// Apart from line.ts, which every page loads for pricing: only the screens that list a line's parts load this.
// Zod-free for the same reason (types only from the schemas).

const UNIT_TEXT: Record<LineUnit, string> = {
  sqft: 'per square feet',
  roll: 'per roll',
  sample: 'per A4 sample',
};

/**
 * '₹99.00 per square feet', or '₹2,622.00 per roll (₹46.00 per sq ft)': a roll's price with the per-sq-ft
 * rate the listing sorts it by, when known (decisions/014).
 */
export const formatRate = (amount: number, unit: LineUnit, ratePerSqft?: number): string =>
  `${formatINR(amount)} ${UNIT_TEXT[unit]}${
    unit === 'roll' && ratePerSqft !== undefined ? ` (${formatINR(ratePerSqft)} per sq ft)` : ''
  }`;

export const unitText = (unit: LineUnit): string => UNIT_TEXT[unit];

/**
 * A line as every screen, e-mail and file describes it, whether it is still in a cart or was paid for: what it
 * is, its wall, its rate and its figures in rupees. `amount` is the whole line; `installationAmount` is the part of
 * it that is installation, never folded into the rate (decisions/014).
 */
export interface DescribableLine extends Omit<LineOptions, 'kind'> {
  kind: 'goods' | 'sample';
  productKind: ProductKind;
  /** the roll's size, when known (a cart line's product); orders do not keep it */
  roll?: Pick<RollSpec, 'widthCm' | 'lengthCm'> | null;
  quantity: number;
  unit: LineUnit;
  rate: number;
  ratePerSqft?: number;
  installationAmount: number;
  amount: number;
}

export interface LineFigure {
  label: string;
  /** rupees */
  amount: number;
}

export interface LineDescription {
  /** what it is: 'A4 sample' or the roll's size, then the material and the colour */
  options: string[];
  /** 'Wall 120″ W × 96″ H (80.0 sq ft)': the wall a custom-fit line is made for, or a roll line papers */
  wall: string | null;
  /** '₹3,220.50 per roll (₹56.50 per sq ft)' */
  rate: string;
  unit: LineUnit;
  /** '3 rolls × ₹3,220.50': the goods alone */
  goods: LineFigure;
  /** '80.0 sq ft × ₹9.00 per sq ft': null without installation */
  installation: LineFigure | null;
  /** rupees: goods plus installation */
  total: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const sqft = (area: number) => `${(Math.round(area * 10) / 10).toFixed(1)} sq ft`;

/**
 * The square feet installation was charged on: the wall a roll line papers, the walls of a custom-fit line, or,
 * for a roll line without its wall (older lines, API clients), the rolls' own area, which the charge gives.
 */
export function installedAreaSqft(
  line: Pick<
    DescribableLine,
    'productKind' | 'customDimensions' | 'walls' | 'quantity' | 'installationAmount'
  >,
): number {
  if (line.walls) return wallsAreaSqft(line.walls) * line.quantity;
  const wall = line.customDimensions;
  if (!wall) return line.installationAmount / INSTALLATION_RATE;
  const area = wallAreaSqft(wall.height, wall.width);
  return line.productKind === 'rolls' ? area : area * line.quantity;
}

/** 'Wall 1 144″ W × 96″ H less 1 opening (76.0 sq ft) · Wall 2 …': each wall as it is priced (decision 067). */
export const wallsText = (walls: readonly Wall[]): string =>
  walls
    .map((w, i) => {
      const n = countedOpenings(w).length;
      const less = n === 0 ? '' : ` less ${plural(n, 'opening', 'openings')}`;
      return `Wall ${i + 1} ${w.widthIn}″ W × ${w.heightIn}″ H${less} (${sqft(coveredAreaSqft(w))})`;
    })
    .join(' · ');

/** The one description of a line (issue 26): cart drawer, checkout, order pages, e-mails, invoice and CSV use it. */
export function describeLine(line: DescribableLine): LineDescription {
  const sample = line.kind === 'sample';
  const options: string[] = [];
  if (sample) options.push('A4 sample');
  else if (line.productKind === 'rolls' && line.roll) options.push(`Roll ${rollSizeLabel(line.roll)}`);
  if (line.selectedMaterial) options.push(line.selectedMaterial);
  if (line.selectedColor) options.push(line.selectedColor);

  const wall =
    !sample && line.walls
      ? wallsText(line.walls)
      : !sample && line.customDimensions
        ? `Wall ${line.customDimensions.width}″ W × ${line.customDimensions.height}″ H (${sqft(
            wallAreaSqft(line.customDimensions.height, line.customDimensions.width),
          )})`
        : null;

  const installationPaise = line.installation ? toPaise(line.installationAmount) : 0;
  const goodsPaise = toPaise(line.amount) - installationPaise;
  const unitPaise = line.quantity > 0 ? Math.round(goodsPaise / line.quantity) : 0;
  const pieces = sample
    ? plural(line.quantity, 'sample', 'samples')
    : line.productKind === 'rolls'
      ? plural(line.quantity, 'roll', 'rolls')
      : plural(line.quantity, 'wall', 'walls');

  return {
    options,
    wall,
    rate: formatRate(line.rate, line.unit, line.ratePerSqft),
    unit: line.unit,
    goods: { label: `${pieces} × ${formatINR(toRupees(unitPaise))}`, amount: toRupees(goodsPaise) },
    installation:
      installationPaise > 0
        ? {
            label: `${sqft(installedAreaSqft(line))} × ${formatINR(INSTALLATION_RATE)} per sq ft`,
            amount: toRupees(installationPaise),
          }
        : null,
    total: line.amount,
  };
}

/**
 * The description as plain text lines, for e-mails and files: options and wall, then the goods, installation and
 * total each on its own line.
 */
export function lineDescriptionText(d: LineDescription): string[] {
  return [
    [...d.options, ...(d.wall ? [d.wall] : [])].join(' · '),
    // A roll's or a sample's price is already in the goods label; a wall's rate per square foot is not.
    `${d.goods.label} = ${formatINR(d.goods.amount)}${d.unit === 'sqft' ? ` (${d.rate})` : ''}`,
    ...(d.installation
      ? [`Installation: ${d.installation.label} = ${formatINR(d.installation.amount)}`]
      : []),
  ].filter(Boolean);
}

/** A cart line (signed in or a guest's, priced) as described. */
export const cartLineDescription = (
  line: Omit<DescribableLine, 'productKind' | 'roll'> & {
    product: { kind: ProductKind; roll: Pick<RollSpec, 'widthCm' | 'lengthCm'> };
  },
): LineDescription =>
  describeLine({
    ...line,
    productKind: line.product.kind,
    roll: line.product.roll,
  });

/** An order line as it was recorded: its kind is the product's kind then, or 'sample'. */
export const orderItemDescription = (
  item: Omit<DescribableLine, 'kind' | 'productKind' | 'roll' | 'ratePerSqft'> & {
    kind: ProductKind | 'sample';
  },
): LineDescription =>
  describeLine({
    ...item,
    kind: item.kind === 'sample' ? 'sample' : 'goods',
    productKind: item.kind === 'sample' ? 'customised' : item.kind,
  });
