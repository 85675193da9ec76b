import type { RollSpec } from './product';

export interface RollPlan {
  /** strips the wall's width needs, each one roll-width wide */
  strips: number;
  /** full-height strips one roll gives, each the wall's height plus what the pattern costs to line up */
  stripsPerRoll: number;
  rolls: number;
  /** one spare, for pattern matching and a mistake (docs/store-rules.md#pricing) */
  withSpare: number;
  /** a strip longer than a whole roll: the calculator cannot count this wall */
  tooTall: boolean;
}

const EMPTY: RollPlan = { strips: 0, stripsPerRoll: 0, rolls: 0, withSpare: 0, tooTall: false };

// Micrometres, so inches and centimetres meet as whole numbers and floor/ceil never trip on 0.1 + 0.2.
const UM_PER_IN = 25_400;
const UM_PER_CM = 10_000;
const um = (value: number, per: number) => Math.round(value * per);

/**
 * Rolls by strips, as a paperhanger counts them: each strip is the wall's height plus one pattern repeat to
 * line it up with its neighbour (a half-drop pattern needs half a repeat more), a roll gives as many whole
 * strips as fit its length, and the wall's width sets how many strips are hung. Counting by area instead
 * ignores the offcut left at the end of every roll, and undercounts (a 9 × 12 ft wall: 2 by area, 3 here).
 */
export function planRolls(roll: RollSpec, wall: { heightIn: number; widthIn: number }): RollPlan {
  const heightUm = Number.isFinite(wall.heightIn) ? um(wall.heightIn, UM_PER_IN) : 0;
  const widthUm = Number.isFinite(wall.widthIn) ? um(wall.widthIn, UM_PER_IN) : 0;
  const rollWidthUm = um(roll.widthCm, UM_PER_CM);
  if (heightUm <= 0 || widthUm <= 0 || rollWidthUm <= 0) return EMPTY;

  const repeatUm = um(roll.patternRepeatCm, UM_PER_CM);
  const matchUm = roll.patternMatch === 'half-drop' ? repeatUm + Math.round(repeatUm / 2) : repeatUm;
  const stripUm = heightUm + matchUm;
  const stripsPerRoll = Math.floor(um(roll.lengthCm, UM_PER_CM) / stripUm);
  const strips = Math.ceil(widthUm / rollWidthUm);
  if (stripsPerRoll === 0) return { ...EMPTY, strips, tooTall: true };
  const rolls = Math.ceil(strips / stripsPerRoll);
  return { strips, stripsPerRoll, rolls, withSpare: rolls + 1, tooTall: false };
}
