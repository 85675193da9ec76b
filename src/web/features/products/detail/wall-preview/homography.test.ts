import { describe, expect, it } from 'vitest';
import type { WallCorners } from '../../../../../domain/wall-preview';
import { apply, invert, isConvexQuad, squareToQuad } from './homography';

const quad: WallCorners = [
  { x: 330, y: 170 },
  { x: 1480, y: 50 },
  { x: 1480, y: 900 },
  { x: 330, y: 800 },
];

describe('squareToQuad', () => {
  it('takes the unit square corners onto the quad', () => {
    const m = squareToQuad(quad);
    const unit = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    unit.forEach((p, i) => {
      const q = apply(m, p);
      expect(q.x).toBeCloseTo(quad[i]?.x ?? NaN, 6);
      expect(q.y).toBeCloseTo(quad[i]?.y ?? NaN, 6);
    });
  });

  it('inverts back to the square, and keeps straight lines straight', () => {
    const m = squareToQuad(quad);
    const inv = invert(m);
    expect(inv).not.toBeNull();
    if (!inv) return;
    const mid = apply(inv, apply(m, { x: 0.25, y: 0.75 }));
    expect(mid.x).toBeCloseTo(0.25, 9);
    expect(mid.y).toBeCloseTo(0.75, 9);
    // The square's centre lands where the quad's diagonals cross, not at the corners' average.
    const centre = apply(m, { x: 0.5, y: 0.5 });
    const t = (centre.x - quad[0].x) / (quad[2].x - quad[0].x);
    expect(centre.y).toBeCloseTo(quad[0].y + t * (quad[2].y - quad[0].y), 6);
  });

  it('refuses crossed handles', () => {
    expect(isConvexQuad(quad)).toBe(true);
    expect(isConvexQuad([quad[0], quad[2], quad[1], quad[3]])).toBe(false);
  });
});
