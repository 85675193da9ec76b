import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLL } from './constants';
import { priceLine, type PricedProduct } from './pricing';
import type { RollSpec } from './product';
import { planRolls } from './roll-calculator';
import {
  clampCrop,
  coverPixelsPerInch,
  coveredAreaSqft,
  cropPixelsPerInch,
  cropProblem,
  fitCrop,
  formatLength,
  fromCm,
  fromFeetInches,
  lowResolutionWarning,
  planStrips,
  wallLimits,
  wallsOutline,
  wallsProblem,
  type Wall,
} from './walls';

const roll = (over: Partial<RollSpec> = {}): RollSpec => ({ ...DEFAULT_ROLL, ...over });
const door = { widthIn: 36, heightIn: 80, xIn: 12, yIn: 0 };
const windowOpening = { widthIn: 48, heightIn: 36, xIn: 60, yIn: 36 };
const limits = wallLimits(DEFAULT_ROLL);

describe('lengths at the edge', () => {
  it('reads feet and inches or centimetres into whole inches and writes them back', () => {
    expect(fromFeetInches(10, 6)).toBe(126);
    expect(fromFeetInches(Number.NaN, 4)).toBe(4);
    expect(fromCm(300)).toBe(118);
    expect(formatLength(126, 'ft-in')).toBe('10′ 6″');
    expect(formatLength(120, 'ft-in')).toBe('10′');
    expect(formatLength(120, 'cm')).toBe('305 cm');
  });
});

describe('covered area', () => {
  it('leaves out a door and a window, but papers over an opening under 2 sq ft', () => {
    const wall: Wall = {
      widthIn: 144,
      heightIn: 96,
      openings: [door, windowOpening, { widthIn: 12, heightIn: 12, xIn: 120, yIn: 40 }],
    };
    // 96 sq ft − 20 (door) − 12 (window); the 1 sq ft switch plate is papered over.
    expect(coveredAreaSqft(wall)).toBe(64);
  });

  it('counts an opening of exactly 2 sq ft', () => {
    const wall: Wall = {
      widthIn: 120,
      heightIn: 96,
      openings: [{ widthIn: 24, heightIn: 12, xIn: 0, yIn: 0 }],
    };
    expect(coveredAreaSqft(wall)).toBe(78);
  });
});

describe('wallsProblem', () => {
  const wall = (openings: Wall['openings'] = []): Wall => ({ widthIn: 144, heightIn: 96, openings });
  it('accepts an L of two walls with a door and a window', () => {
    expect(wallsProblem([wall([door]), wall([windowOpening])], limits)).toBeNull();
  });
  it('refuses an opening that leaves its wall', () => {
    expect(wallsProblem([wall([{ ...door, xIn: 130 }])], limits)).toBe(
      'Wall 1: opening 1 must be inside the wall',
    );
  });
  it('refuses overlapping openings', () => {
    expect(wallsProblem([wall(), wall([door, { ...windowOpening, xIn: 20, yIn: 40 }])], limits)).toBe(
      'Wall 2: openings 1 and 2 overlap',
    );
  });
  it('holds walls to the product: no drop longer than its roll', () => {
    expect(limits.maxHeightIn).toBe(393);
    expect(wallsProblem([{ widthIn: 100, heightIn: 400, openings: [] }], limits)).toBe(
      'Wall 1: height must be from 12 to 393 inches for this product',
    );
    expect(wallsProblem([], limits)).toBe('Add at least one wall');
    expect(
      wallsProblem(
        Array.from({ length: 7 }, () => wall()),
        limits,
      ),
    ).toBe('A line may have at most 6 walls');
  });
});

describe('price per wall', () => {
  const product: PricedProduct = {
    kind: 'customised',
    pricePaise: 9900,
    originalPricePaise: 11900,
    materials: ['Non-woven'],
    roll: DEFAULT_ROLL,
  };
  it('prices each wall on its covered area and the line as their sum', () => {
    const walls: Wall[] = [
      { widthIn: 144, heightIn: 96, openings: [door] },
      { widthIn: 100, heightIn: 96, openings: [windowOpening] },
    ];
    const price = priceLine({ product, walls, installation: true, quantity: 1 });
    // 76 sq ft × ₹99 = ₹7,524; (66.667 − 12 = 54.667) sq ft × ₹99 = ₹5,412.
    expect(price.walls?.map((w) => w.amountPaise)).toEqual([752400, 541200]);
    expect(price.goodsPaise).toBe(1293600);
    expect(price.installationPaise).toBe(68400 + 49200);
    expect(price.amountPaise).toBe(1293600 + 117600);
    expect(price.compareAtPaise).toBe(904400 + 650533);
  });
  it('one wall with no openings costs what customDimensions does', () => {
    const viaWalls = priceLine({
      product,
      walls: [{ widthIn: 53, heightIn: 120, openings: [] }],
      installation: true,
      quantity: 2,
    });
    const viaSize = priceLine({
      product,
      dimensions: { width: 53, height: 120 },
      installation: true,
      quantity: 2,
    });
    expect(viaWalls.amountPaise).toBe(viaSize.amountPaise);
    expect(viaWalls.goodsPaise).toBe(viaSize.goodsPaise);
  });
});

describe('planStrips', () => {
  it('agrees with the roll calculator on strips, and on rolls with no trim', () => {
    const cases: [Partial<RollSpec>, Wall][] = [
      [{}, { widthIn: 144, heightIn: 108, openings: [] }],
      [{ patternRepeatCm: 64 }, { widthIn: 144, heightIn: 96, openings: [] }],
      [
        { patternRepeatCm: 64, patternMatch: 'half-drop' },
        { widthIn: 144, heightIn: 96, openings: [] },
      ],
      [
        { widthCm: 70, patternRepeatCm: 52 },
        { widthIn: 240, heightIn: 120, openings: [door] },
      ],
    ];
    for (const [over, wall] of cases) {
      const calc = planRolls(roll(over), wall);
      expect(planStrips(roll(over), wall, 10).strips).toHaveLength(calc.strips);
      expect(planStrips(roll(over), wall, 0).rolls).toBe(calc.rolls);
    }
  });

  it('numbers strips left to right, cuts each drop with match and trim, and says the waste', () => {
    const wall: Wall = { widthIn: 144, heightIn: 96, openings: [door, windowOpening] };
    const plan = planStrips(roll({ patternRepeatCm: 64, patternMatch: 'half-drop' }), wall, 10);
    expect(plan.strips.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // 243.84 + 64 + 32 + 10 cm
    expect(plan.dropCm).toBe(349.8);
    expect(plan.strips[1]?.dropOffsetCm).toBe(32);
    expect(plan.strips[0]?.dropOffsetCm).toBe(0);
    // The last strip covers what is left: 144 in − 6 × 53 cm.
    expect(plan.strips[6]?.widthIn).toBeCloseTo(144 - (6 * 53) / 2.54, 6);
    // The door (12–48 in) crosses strips 1–3; the window (60–108 in) strips 3–6.
    expect(plan.strips.filter((s) => s.crosses.includes(1)).map((s) => s.number)).toEqual([1, 2, 3]);
    expect(plan.strips.filter((s) => s.crosses.includes(2)).map((s) => s.number)).toEqual([3, 4, 5, 6]);
    expect(plan.coveredSqft).toBe(64);
    // 7 × 0.53 m × 3.498 m = 12.98 m² = 139.7 sq ft
    expect(plan.printedSqft).toBe(139.7);
    expect(plan.wasteSqft).toBe(75.7);
    expect(plan.wastePercent).toBe(54);
  });
});

describe('crop', () => {
  const walls: Wall[] = [
    { widthIn: 144, heightIn: 96, openings: [] },
    { widthIn: 96, heightIn: 108, openings: [] },
  ];
  it('lays walls side by side on the floor line and fits the picture to them', () => {
    expect(wallsOutline(walls)).toEqual({ widthIn: 240, heightIn: 108, leftIn: [0, 144] });
    const crop = fitCrop(walls);
    expect(crop.scale).toBeCloseTo(1000 / 240);
    expect(crop.x).toBeCloseTo(0);
    expect(cropProblem(crop, walls)).toBeNull();
  });
  it('refuses a crop past the picture and clamps one back in', () => {
    const wild = { x: 900, y: -20, scale: 10 };
    expect(cropProblem(wild, walls)).toBe(
      'The walls must lie within the picture: zoom in or move the picture',
    );
    const clamped = clampCrop(wild, walls);
    expect(cropProblem(clamped, walls)).toBeNull();
    expect(clamped.y).toBe(0);
  });
});

describe('print resolution of a shopper’s own picture', () => {
  it('covers the wall with its tighter side, and warns below 100 pixels per inch', () => {
    // A 4000 × 3000 px photo on a 12 ft × 8 ft wall: 27.8 px/in across, 31.3 down; the width decides.
    const ppi = coverPixelsPerInch({ widthPx: 4000, heightPx: 3000 }, { widthIn: 144, heightIn: 96 });
    expect(ppi).toBeCloseTo(4000 / 144);
    expect(lowResolutionWarning(ppi)).toBe(
      'This picture would print at 27 pixels per inch on your wall; below 100 it looks soft. Please send a larger file if you have one.',
    );
    // 3 ft × 2 ft from the same photo: 111 px/in across and 125 down, sharp enough.
    const small = coverPixelsPerInch({ widthPx: 4000, heightPx: 3000 }, { widthIn: 36, heightIn: 24 });
    expect(small).toBeCloseTo(4000 / 36);
    expect(lowResolutionWarning(small)).toBeNull();
    expect(lowResolutionWarning(100)).toBeNull();
    expect(lowResolutionWarning(99.9)).not.toBeNull();
  });
  it('prints a crop coarser as it zooms in', () => {
    const walls: Wall[] = [{ widthIn: 36, heightIn: 24, openings: [] }];
    const fit = fitCrop(walls);
    expect(cropPixelsPerInch(fit, 4000)).toBeCloseTo(4000 / 36);
    expect(lowResolutionWarning(cropPixelsPerInch({ ...fit, scale: fit.scale / 2 }, 4000))).not.toBeNull();
  });
});
