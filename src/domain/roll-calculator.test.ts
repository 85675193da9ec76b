import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLL } from './constants';
import type { RollSpec } from './product';
import { planRolls } from './roll-calculator';

const roll = (over: Partial<RollSpec> = {}): RollSpec => ({ ...DEFAULT_ROLL, ...over });
const feet = (heightFt: number, widthFt: number) => ({ heightIn: heightFt * 12, widthIn: widthFt * 12 });

describe('planRolls', () => {
  it('counts a 9 × 12 ft wall as 3 rolls of 0.53 m × 10 m (7 strips of 108 in, 3 to a roll), not 2 by area', () => {
    expect(planRolls(roll(), feet(9, 12))).toEqual({
      strips: 7,
      stripsPerRoll: 3,
      rolls: 3,
      withSpare: 4,
      tooTall: false,
    });
  });

  it('adds one repeat per strip for a straight match', () => {
    // 96 in = 243.84 cm; + 64 cm = 307.84 cm, 3 to a 10 m roll; 7 strips → 3 rolls.
    const plan = planRolls(roll({ patternRepeatCm: 64 }), feet(8, 12));
    expect([plan.stripsPerRoll, plan.rolls]).toEqual([3, 3]);
    // 108 in + 64 cm = 338.32 cm, only 2 to a roll → 4 rolls.
    expect(planRolls(roll({ patternRepeatCm: 64 }), feet(9, 12)).rolls).toBe(4);
  });

  it('adds half a repeat more per strip for a half-drop match', () => {
    // 243.84 + 64 + 32 = 339.84 cm: 2 to a roll where the straight match gets 3.
    const plan = planRolls(roll({ patternRepeatCm: 64, patternMatch: 'half-drop' }), feet(8, 12));
    expect(plan).toEqual({ strips: 7, stripsPerRoll: 2, rolls: 4, withSpare: 5, tooTall: false });
  });

  it('a half-drop with no repeat counts like a plain roll', () => {
    expect(planRolls(roll({ patternMatch: 'half-drop' }), feet(9, 12)).rolls).toBe(3);
  });

  it('a strip exactly as long as the roll fits; a wall width of exact strips needs no extra strip', () => {
    const plan = planRolls(roll({ widthCm: 50.8, lengthCm: 254 }), { heightIn: 100, widthIn: 40 });
    expect(plan).toMatchObject({ strips: 2, stripsPerRoll: 1, rolls: 2 });
  });

  it('follows the roll size the product states', () => {
    // 70 cm × 15 m: 108 in strips, 5 to a roll; 144 in needs 6 strips → 2 rolls.
    expect(planRolls(roll({ widthCm: 70, lengthCm: 1500 }), feet(9, 12))).toMatchObject({
      strips: 6,
      stripsPerRoll: 5,
      rolls: 2,
    });
  });

  it('says nothing until the wall has a size, and flags a wall taller than a roll', () => {
    expect(planRolls(roll(), { heightIn: 0, widthIn: 144 }).rolls).toBe(0);
    expect(planRolls(roll(), { heightIn: Number.NaN, widthIn: 144 }).withSpare).toBe(0);
    expect(planRolls(roll(), { heightIn: 400, widthIn: 144 })).toMatchObject({ rolls: 0, tooTall: true });
  });
});
