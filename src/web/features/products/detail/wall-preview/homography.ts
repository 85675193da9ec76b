import type { Point, WallCorners } from '../../../../../domain/wall-preview';

/** A 3×3 projective matrix, row-major. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

/**
 * The projective map taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to a quad's, in closed form
 * (Heckbert, "Fundamentals of Texture Mapping", 1989).
 */
export function squareToQuad([p0, p1, p2, p3]: WallCorners): Mat3 {
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = det === 0 ? 0 : (dx3 * dy2 - dx2 * dy3) / det;
  const h = det === 0 ? 0 : (dx1 * dy3 - dx3 * dy1) / det;
  return [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
}

export function invert(m: Mat3): Mat3 | null {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  const k = 1 / det;
  return [
    A * k,
    -(b * i - c * h) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    -(a * f - c * d) * k,
    C * k,
    -(a * h - b * g) * k,
    (a * e - b * d) * k,
  ];
}

export function apply(m: Mat3, p: Point): Point {
  const w = m[6] * p.x + m[7] * p.y + m[8];
  return { x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w };
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether the four corners, in order, make a convex quad a wall can be: no crossed or folded handles. */
export function isConvexQuad(q: WallCorners): boolean {
  const signs = q.map((p, i) => Math.sign(cross(p, q[(i + 1) % 4] as Point, q[(i + 2) % 4] as Point)));
  return signs.every((s) => s !== 0 && s === signs[0]);
}
