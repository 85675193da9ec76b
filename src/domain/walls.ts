import { WALL_SIZE_MAX_IN } from './constants';
import type { RollSpec } from './product';
import { planRolls } from './roll-calculator';

// Made to measure (docs/decisions/067-walls-openings-and-strip-plans.md). Zod-free like line.ts: the product
// page and the drawers price walls in the first load; the request schemas are in cart.ts.

/** A door or window left unpapered, in whole inches: `xIn` from the wall's left edge, `yIn` up from the floor. */
export interface Opening {
  widthIn: number;
  heightIn: number;
  xIn: number;
  yIn: number;
}

/** One wall of a room, in whole inches, with the openings in it. */
export interface Wall {
  widthIn: number;
  heightIn: number;
  openings: Opening[];
}

/** Where a single picture (a mural) sits on the walls, in picture units: see `PICTURE_UNITS`. */
export interface Crop {
  /** the picture's x at the left edge of the walls' outline */
  x: number;
  /** the picture's y at the top edge of the walls' outline */
  y: number;
  /** picture units per inch of wall */
  scale: number;
}

/**
 * A picture's own units: its width is this many, its height as many times its aspect. The store's pictures are
 * square (the seeded art is 1200 × 1200), so a picture is PICTURE_UNITS each way.
 */
export const PICTURE_UNITS = 1000;

/** A paperhanger papers over an opening smaller than this: 2 sq ft, in square inches. */
export const SMALL_OPENING_SQ_IN = 288;
export const WALLS_MAX = 6;
export const OPENINGS_PER_WALL_MAX = 8;
/** The smallest wall we print for: below a foot each way it is a sample, not a wall. */
export const WALL_MIN_IN = 12;

export const CM_PER_IN = 2.54;
const SQ_IN_PER_SQ_FT = 144;

/** The trim a paperhanger cuts off each drop (top and bottom together), when config does not say. */
export const TRIM_ALLOWANCE_CM_DEFAULT = 10;

export const LENGTH_UNITS = ['ft-in', 'cm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Feet and inches as typed, to whole inches; blanks count as 0 (docs/store-rules.md#validation). */
export function fromFeetInches(feet: number, inches: number): number {
  const f = Number.isFinite(feet) ? feet : 0;
  const i = Number.isFinite(inches) ? inches : 0;
  return Math.round(f * 12 + i);
}

/** Centimetres as typed, to the nearest whole inch (at most 1.27 cm off, well inside the bleed). */
export const fromCm = (cm: number): number => (Number.isFinite(cm) ? Math.round(cm / CM_PER_IN) : 0);

export const toCm = (inches: number): number => Math.round(inches * CM_PER_IN);

/** '10′ 6″' or '267 cm' */
export function formatLength(inches: number, unit: LengthUnit): string {
  if (unit === 'cm') return `${toCm(inches)} cm`;
  const feet = Math.floor(inches / 12);
  const rest = inches - feet * 12;
  return feet === 0 ? `${rest}″` : rest === 0 ? `${feet}′` : `${feet}′ ${rest}″`;
}

/** Feet and inches of a length, for a form's two boxes. */
export const feetInches = (inches: number): { feet: number; inches: number } => ({
  feet: Math.floor(inches / 12),
  inches: inches % 12,
});

const openingArea = (o: Opening) => Math.max(0, o.widthIn) * Math.max(0, o.heightIn);

/** Openings that count: those a paperhanger would not simply paper over. */
export const countedOpenings = (wall: Wall): Opening[] =>
  wall.openings.filter((o) => openingArea(o) >= SMALL_OPENING_SQ_IN);

/** Square inches of paper the wall takes: the wall less its openings of 2 sq ft or more. */
export function coveredAreaSqIn(wall: Wall): number {
  const whole = Math.max(0, wall.widthIn) * Math.max(0, wall.heightIn);
  const cut = countedOpenings(wall).reduce((sum, o) => sum + openingArea(o), 0);
  return Math.max(0, whole - cut);
}

export const coveredAreaSqft = (wall: Wall): number => coveredAreaSqIn(wall) / SQ_IN_PER_SQ_FT;

/** All walls together, in square feet. */
export const wallsAreaSqft = (walls: readonly Wall[]): number =>
  walls.reduce((sum, w) => sum + coveredAreaSqIn(w), 0) / SQ_IN_PER_SQ_FT;

/** The sizes a product is made in: a drop cannot be longer than the roll it is printed on. */
export interface WallLimits {
  minIn: number;
  maxWidthIn: number;
  maxHeightIn: number;
}

export const wallLimits = (roll: Pick<RollSpec, 'lengthCm'>): WallLimits => ({
  minIn: WALL_MIN_IN,
  maxWidthIn: WALL_SIZE_MAX_IN,
  maxHeightIn: Math.min(WALL_SIZE_MAX_IN, Math.floor(roll.lengthCm / CM_PER_IN)),
});

const overlaps = (a: Opening, b: Opening) =>
  a.xIn < b.xIn + b.widthIn &&
  b.xIn < a.xIn + a.widthIn &&
  a.yIn < b.yIn + b.heightIn &&
  b.yIn < a.yIn + a.heightIn;

/**
 * The first thing wrong with the walls, worded for the shopper, or null. Shapes and whole inches are the
 * request schema's job; this checks what needs the walls together and the product's limits.
 */
export function wallsProblem(walls: readonly Wall[], limits: WallLimits): string | null {
  if (walls.length === 0) return 'Add at least one wall';
  if (walls.length > WALLS_MAX) return `A line may have at most ${WALLS_MAX} walls`;
  for (const [index, wall] of walls.entries()) {
    const name = `Wall ${index + 1}`;
    if (wall.widthIn < limits.minIn || wall.widthIn > limits.maxWidthIn)
      return `${name}: width must be from ${limits.minIn} to ${limits.maxWidthIn} inches`;
    if (wall.heightIn < limits.minIn || wall.heightIn > limits.maxHeightIn)
      return `${name}: height must be from ${limits.minIn} to ${limits.maxHeightIn} inches for this product`;
    if (wall.openings.length > OPENINGS_PER_WALL_MAX)
      return `${name}: at most ${OPENINGS_PER_WALL_MAX} openings`;
    for (const [i, o] of wall.openings.entries()) {
      if (o.xIn < 0 || o.yIn < 0 || o.xIn + o.widthIn > wall.widthIn || o.yIn + o.heightIn > wall.heightIn)
        return `${name}: opening ${i + 1} must be inside the wall`;
      const other = wall.openings.findIndex((p, j) => j < i && overlaps(o, p));
      if (other >= 0) return `${name}: openings ${other + 1} and ${i + 1} overlap`;
    }
    if (coveredAreaSqIn(wall) === 0) return `${name}: nothing is left to paper`;
  }
  return null;
}

/**
 * The walls side by side as one outline (an L or a U unfolded), bottoms on the floor line: where each wall's
 * left edge sits, and the outline's size. A mural's crop is placed over this outline.
 */
export function wallsOutline(walls: readonly Wall[]): {
  widthIn: number;
  heightIn: number;
  leftIn: number[];
} {
  const leftIn: number[] = [];
  let x = 0;
  for (const w of walls) {
    leftIn.push(x);
    x += w.widthIn;
  }
  return { widthIn: x, heightIn: Math.max(0, ...walls.map((w) => w.heightIn)), leftIn };
}

/** The crop that shows the whole outline as large as the picture allows, centred: the page's starting point. */
export function fitCrop(walls: readonly Wall[]): Crop {
  const { widthIn, heightIn } = wallsOutline(walls);
  if (widthIn <= 0 || heightIn <= 0) return { x: 0, y: 0, scale: 1 };
  const scale = PICTURE_UNITS / Math.max(widthIn, heightIn);
  return {
    x: (PICTURE_UNITS - widthIn * scale) / 2,
    y: (PICTURE_UNITS - heightIn * scale) / 2,
    scale,
  };
}

/** Moves and zooms a crop back inside the picture: the outline never shows past the picture's edge. */
export function clampCrop(crop: Crop, walls: readonly Wall[]): Crop {
  const { widthIn, heightIn } = wallsOutline(walls);
  const longest = Math.max(widthIn, heightIn, 1);
  const scale = Math.min(Math.max(crop.scale, 1e-6), PICTURE_UNITS / longest);
  const clamp = (v: number, span: number) => Math.min(Math.max(0, v), PICTURE_UNITS - span);
  return { x: clamp(crop.x, widthIn * scale), y: clamp(crop.y, heightIn * scale), scale };
}

const CROP_SLACK = 1e-6;
export function cropProblem(crop: Crop, walls: readonly Wall[]): string | null {
  const { widthIn, heightIn } = wallsOutline(walls);
  if (!(crop.scale > 0)) return 'Crop scale must be above 0';
  if (
    crop.x < -CROP_SLACK ||
    crop.y < -CROP_SLACK ||
    crop.x + widthIn * crop.scale > PICTURE_UNITS + CROP_SLACK ||
    crop.y + heightIn * crop.scale > PICTURE_UNITS + CROP_SLACK
  )
    return 'The walls must lie within the picture: zoom in or move the picture';
  return null;
}

/** Pixels per inch the crop prints at from a picture this many pixels wide (under 100 is soft on a wall). */
export const cropPixelsPerInch = (crop: Crop, pictureWidthPx: number): number =>
  (crop.scale * pictureWidthPx) / PICTURE_UNITS;

/** Below this a shopper's own picture prints visibly soft on a wall seen from a step away (issue 30). */
export const MIN_PRINT_PPI = 100;

/**
 * Pixels per inch a picture prints at when it is made to cover a wall with the least zoom that fills it: the
 * tighter of its two sides. A crop zoomed further prints coarser still (`cropPixelsPerInch`).
 */
export function coverPixelsPerInch(
  picture: { widthPx: number; heightPx: number },
  wall: { widthIn: number; heightIn: number },
): number {
  if (wall.widthIn <= 0 || wall.heightIn <= 0) return Infinity;
  return Math.min(picture.widthPx / wall.widthIn, picture.heightPx / wall.heightIn);
}

/** What to tell a shopper whose own artwork would print below MIN_PRINT_PPI, or null when it is sharp enough. */
export function lowResolutionWarning(ppi: number): string | null {
  if (!(ppi < MIN_PRINT_PPI)) return null;
  return `This picture would print at ${Math.floor(ppi)} pixels per inch on your wall; below ${MIN_PRINT_PPI} it looks soft. Please send a larger file if you have one.`;
}

/** One strip of a wall, numbered left to right in hanging order. */
export interface Strip {
  number: number;
  /** its left edge on the wall, inches from the wall's left */
  xIn: number;
  /** the part of the wall it covers: the roll width, or what is left at the wall's right edge */
  widthIn: number;
  /** a half-drop's odd strips start half a repeat lower in the pattern */
  dropOffsetCm: number;
  /** openings this strip crosses, by their number on the wall (1-based) */
  crosses: number[];
}

export interface StripPlan {
  strips: Strip[];
  /** length cut for each strip: the wall's height, the pattern's match and the trim allowance */
  dropCm: number;
  rollWidthCm: number;
  /** paper printed (strips × roll width × drop) */
  printedSqft: number;
  coveredSqft: number;
  wasteSqft: number;
  /** the waste as a whole percent of the paper printed */
  wastePercent: number;
  /** whole rolls of the product's length these drops come from; 0 when one drop is longer than a roll */
  rolls: number;
  tooTall: boolean;
}

const UM_PER_IN = 25_400;
const UM_PER_CM = 10_000;
const SQ_UM_PER_SQ_FT = (12 * UM_PER_IN) ** 2;

/**
 * The strips a wall takes, left to right, from the roll's (or panel's) width, its repeat and match and the
 * trim allowance. The strip count is the roll calculator's (decision 014) and, with no trim, so is the roll
 * count: both come from the same micrometre arithmetic (tested in walls.test.ts).
 */
export function planStrips(roll: RollSpec, wall: Wall, trimCm: number): StripPlan {
  const calc = planRolls(roll, wall);
  const rollWidthUm = Math.round(roll.widthCm * UM_PER_CM);
  const wallWidthUm = Math.round(wall.widthIn * UM_PER_IN);
  const repeatUm = Math.round(roll.patternRepeatCm * UM_PER_CM);
  const matchUm = roll.patternMatch === 'half-drop' ? repeatUm + Math.round(repeatUm / 2) : repeatUm;
  const dropUm =
    Math.round(wall.heightIn * UM_PER_IN) + matchUm + Math.round(Math.max(0, trimCm) * UM_PER_CM);
  const openings = countedOpenings(wall);
  const strips: Strip[] = [];
  for (let i = 0; i < calc.strips; i += 1) {
    const left = i * rollWidthUm;
    const right = Math.min(wallWidthUm, left + rollWidthUm);
    const xIn = left / UM_PER_IN;
    const widthIn = (right - left) / UM_PER_IN;
    strips.push({
      number: i + 1,
      xIn,
      widthIn,
      dropOffsetCm: roll.patternMatch === 'half-drop' && i % 2 === 1 ? roll.patternRepeatCm / 2 : 0,
      crosses: wall.openings
        .map((o, n) => ({ o, n: n + 1 }))
        .filter(({ o }) => openings.includes(o) && o.xIn < xIn + widthIn && xIn < o.xIn + o.widthIn)
        .map(({ n }) => n),
    });
  }
  const printedSqUm = calc.strips * rollWidthUm * dropUm;
  const printedSqft = printedSqUm / SQ_UM_PER_SQ_FT;
  const coveredSqft = coveredAreaSqft(wall);
  const lengthUm = Math.round(roll.lengthCm * UM_PER_CM);
  const perRoll = dropUm > 0 ? Math.floor(lengthUm / dropUm) : 0;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    strips,
    dropCm: round1(dropUm / UM_PER_CM),
    rollWidthCm: roll.widthCm,
    printedSqft: round1(printedSqft),
    coveredSqft: round1(coveredSqft),
    wasteSqft: round1(Math.max(0, printedSqft - coveredSqft)),
    wastePercent: printedSqft > 0 ? Math.round(((printedSqft - coveredSqft) * 100) / printedSqft) : 0,
    rolls: perRoll > 0 ? Math.ceil(calc.strips / perRoll) : 0,
    tooTall: perRoll === 0,
  };
}

/**
 * Designs sold as one picture rather than a repeat: the shopper places them on the wall (issue 30). Murals and
 * signature art are drawn as scenes, not lattices (decision 017).
 */
export const SINGLE_PICTURE_CATEGORIES: readonly string[] = ['Wall Muralists', 'Signature Art'];
export const isSinglePicture = (product: { kind: string; category: string }): boolean =>
  product.kind === 'customised' && SINGLE_PICTURE_CATEGORIES.includes(product.category);

/** A rectangle in picture units. */
export interface PictureRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a crop thumbnail draws (cart, order pages, e-mail): the part of the picture under the walls' outline as a
 * viewBox, each wall's rectangle and each counted opening's, all in picture units.
 */
export function cropView(
  walls: readonly Wall[],
  crop: Crop,
): { viewBox: PictureRect; walls: PictureRect[]; openings: PictureRect[] } {
  const outline = wallsOutline(walls);
  const s = crop.scale;
  const wallRects = walls.map((w, i) => ({
    x: crop.x + (outline.leftIn[i] ?? 0) * s,
    y: crop.y + (outline.heightIn - w.heightIn) * s,
    width: w.widthIn * s,
    height: w.heightIn * s,
  }));
  const openings = walls.flatMap((w, i) => {
    const rect = wallRects[i];
    if (!rect) return [];
    return countedOpenings(w).map((o) => ({
      x: rect.x + o.xIn * s,
      y: rect.y + (w.heightIn - o.yIn - o.heightIn) * s,
      width: o.widthIn * s,
      height: o.heightIn * s,
    }));
  });
  return {
    viewBox: { x: crop.x, y: crop.y, width: outline.widthIn * s, height: outline.heightIn * s },
    walls: wallRects,
    openings,
  };
}
