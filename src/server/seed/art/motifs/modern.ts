import { mix, shade } from '../color';
import { f, patternFill, polygon, wrapped } from '../svg';
import type { DrawCtx, Motif, Point } from '../svg';

const arches: Motif = {
  name: 'rainbow-arches',
  ground: 'light',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const R = rng.range(115, 140);
    const bands = rng.int(3, 4);
    const cw = R * 2.4;
    const ch = R * 1.3;
    const colours = rng.shuffle([pal.main, pal.second, pal.accent, pal.deep, pal.soft]).slice(0, bands);
    const arch = (x: number, y: number): string => {
      let out = '';
      for (let i = 0; i < bands; i++) {
        const r = R * (1 - i / (bands + 0.6));
        out += `<path d="M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z" fill="${colours[i] ?? pal.main}"/>`;
      }
      return (
        out +
        `<rect x="${f(x - R)}" y="${f(y)}" width="${f(2 * R)}" height="${f(R * 0.06)}" fill="${pal.deep}" opacity="0.25"/>`
      );
    };
    const tw = cw;
    const th = ch * 2;
    let tile = `<rect width="${f(tw)}" height="${f(th)}" fill="${pal.bg}"/>`;
    tile += arch(tw / 2, ch * 0.95);
    tile += wrapped(tw, th, 0, ch * 1.95, R, arch);
    tile += wrapped(tw, th, tw, ch * 1.95, R, arch);
    tile += `<circle cx="${f(0)}" cy="${f(ch * 0.55)}" r="${f(R * 0.08)}" fill="${pal.accent}"/><circle cx="${f(tw)}" cy="${f(ch * 0.55)}" r="${f(R * 0.08)}" fill="${pal.accent}"/>`;
    tile += `<circle cx="${f(tw / 2)}" cy="${f(ch * 1.55)}" r="${f(R * 0.08)}" fill="${pal.accent}"/>`;
    return patternFill(c, tw, th, tile);
  },
};

const terrazzo: Motif = {
  name: 'terrazzo',
  ground: 'light',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = 600;
    const colours = [pal.main, pal.main, pal.second, pal.second, pal.accent, pal.deep, pal.soft];
    let chips = '';
    const count = rng.int(120, 150);
    for (let i = 0; i < count; i++) {
      const big = i < 26;
      const r = big ? rng.range(22, 48) : rng.range(6, 18);
      const x = rng.range(0, T);
      const y = rng.range(0, T);
      const n = rng.int(5, 8);
      const rot = rng.range(0, Math.PI * 2);
      const pts: Point[] = [];
      for (let k = 0; k < n; k++) {
        const a = rot + (k / n) * Math.PI * 2 + rng.range(-0.3, 0.3);
        const rr = r * rng.range(0.55, 1);
        pts.push({ x: Math.cos(a) * rr, y: Math.sin(a) * rr * rng.range(0.6, 1) });
      }
      const col = rng.pick(colours);
      chips += wrapped(
        T,
        T,
        x,
        y,
        r,
        (X, Y) => `<path transform="translate(${f(X)} ${f(Y)})" d="${polygon(pts)}" fill="${col}"/>`,
      );
    }
    let specks = '';
    for (let i = 0; i < 220; i++) {
      specks += `<circle cx="${f(rng.range(0, T))}" cy="${f(rng.range(0, T))}" r="${f(rng.range(1, 2.6))}"/>`;
    }
    const ground = pal.dark ? pal.bg : mix(pal.bg, pal.bg2, 0.4);
    const tile = `<rect width="${T}" height="${T}" fill="${ground}"/><g fill="${pal.deep}" opacity="0.35">${specks}</g>${chips}`;
    return patternFill(c, T, T, tile);
  },
};

const circles: Motif = {
  name: 'interlocking-circles',
  ground: 'dark',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const r = rng.range(160, 190);
    let fills = '';
    let lines = '';
    for (let i = -1; i <= 2; i++) {
      for (let j = -1; j <= 2; j++) {
        fills += `<circle cx="${f(i * r)}" cy="${f(j * r)}" r="${f(r)}"/>`;
      }
    }
    lines = fills;
    const tile =
      `<rect width="${f(r)}" height="${f(r)}" fill="${pal.bg}"/>` +
      `<g fill="${pal.main}" fill-opacity="0.2">${fills}</g>` +
      `<g fill="none" stroke="${pal.accent}" stroke-width="${f(r * 0.035)}">${lines}</g>` +
      `<circle cx="0" cy="0" r="${f(r * 0.06)}" fill="${pal.accent}"/><circle cx="${f(r)}" cy="0" r="${f(r * 0.06)}" fill="${pal.accent}"/><circle cx="0" cy="${f(r)}" r="${f(r * 0.06)}" fill="${pal.accent}"/><circle cx="${f(r)}" cy="${f(r)}" r="${f(r * 0.06)}" fill="${pal.accent}"/>`;
    return patternFill(c, r, r, tile, rng.chance(0.5) ? 'rotate(45)' : '');
  },
};

const decoFans: Motif = {
  name: 'art-deco-fans',
  ground: 'dark',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const R = rng.range(175, 205);
    const tw = 2 * R;
    const th = R;
    const rays = rng.pick([7, 9]);
    const rings = rng.int(2, 3);
    const fan = (x: number, y: number, alt: boolean): string => {
      let d = '';
      for (let k = 1; k <= rays; k++) {
        const a = Math.PI + (k * Math.PI) / (rays + 1);
        d += `M${f(x + Math.cos(a) * R * 0.28)} ${f(y + Math.sin(a) * R * 0.28)}L${f(x + Math.cos(a) * R * 0.86)} ${f(y + Math.sin(a) * R * 0.86)}`;
      }
      let ringsD = '';
      for (let k = 0; k < rings; k++) {
        const rr = R * (0.92 - k * 0.07);
        ringsD += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}"/>`;
      }
      const fill = alt ? mix(pal.bg, pal.main, 0.55) : mix(pal.bg, pal.main, 0.3);
      return (
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R)}" fill="${fill}"/>` +
        `<g fill="none" stroke="${pal.accent}" stroke-width="${f(R * 0.022)}">${ringsD}</g>` +
        `<path d="${d}" stroke="${pal.accent}" stroke-width="${f(R * 0.02)}" stroke-opacity="0.85"/>` +
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.2)}" fill="${pal.accent}"/>`
      );
    };
    let tile = `<rect width="${f(tw)}" height="${f(th)}" fill="${pal.bg}"/>`;
    for (let j = -2; j <= 4; j++) {
      const y = (j * R) / 2;
      const off = ((j % 2) + 2) % 2 ? R : 0;
      for (let i = -1; i <= 1; i++) {
        tile += fan(i * tw + off, y, ((j % 2) + 2) % 2 === 0);
      }
    }
    return patternFill(c, tw, th, tile);
  },
};

const pills: Motif = {
  name: 'staggered-pills',
  ground: 'either',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const pw = rng.range(60, 74);
    const ph = pw * rng.range(2.6, 3.2);
    const gap = pw * 0.45;
    const tw = (pw + gap) * 2;
    const th = (ph + gap) * 1;
    const pill = (x: number, y: number, fill: string, outline: boolean): string =>
      outline
        ? `<rect x="${f(x + pw * 0.06)}" y="${f(y + pw * 0.06)}" width="${f(pw * 0.88)}" height="${f(ph - pw * 0.12)}" rx="${f(pw * 0.44)}" fill="none" stroke="${fill}" stroke-width="${f(pw * 0.08)}"/>`
        : `<rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" rx="${f(pw / 2)}" fill="${fill}"/>` +
          `<rect x="${f(x + pw * 0.28)}" y="${f(y + pw * 0.3)}" width="${f(pw * 0.44)}" height="${f(ph - pw * 0.6)}" rx="${f(pw * 0.22)}" fill="${shade(fill, 0.12)}" opacity="0.5"/>`;
    const [a, b] = rng.shuffle([pal.main, pal.second]);
    let tile = `<rect width="${f(tw)}" height="${f(th)}" fill="${pal.bg}"/>`;
    tile += wrapped(tw, th, gap / 2, gap / 2, ph, (x, y) => pill(x, y, a ?? pal.main, false));
    tile += wrapped(tw, th, gap / 2 + pw + gap, gap / 2 + th / 2, ph, (x, y) =>
      pill(x, y, b ?? pal.second, false),
    );
    const dot = (x: number, y: number): string =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(pw * 0.12)}" fill="${pal.accent}"/>`;
    tile += wrapped(tw, th, gap / 2 + pw / 2, gap / 2 + ph + gap / 2, pw, dot);
    tile += wrapped(tw, th, gap * 1.5 + pw * 1.5, gap / 2 + th / 2 + ph + gap / 2, pw, dot);
    return patternFill(c, tw, th, tile, `rotate(${rng.pick([0, 0, 90])})`);
  },
};

const linenStripe: Motif = {
  name: 'linen-stripe',
  ground: 'light',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = 600;
    const tones = [pal.bg, pal.soft, pal.second, pal.bg2, pal.soft];
    let x = 0;
    let stripes = '';
    while (x < T) {
      const wide = rng.chance(0.3);
      const sw = Math.min(T - x, wide ? rng.range(40, 90) : rng.range(6, 26));
      const col = rng.chance(0.12) ? pal.main : rng.pick(tones);
      stripes += `<rect x="${f(x)}" y="0" width="${f(sw + 0.5)}" height="${T}" fill="${col}" opacity="${f(rng.range(0.75, 1))}"/>`;
      if (rng.chance(0.25))
        stripes += `<rect x="${f(x + sw / 2 - 1)}" y="0" width="2" height="${T}" fill="${pal.accent}" opacity="0.7"/>`;
      x += sw;
    }
    let weave = '';
    for (let y = 0; y < T; y += 5) weave += `M0 ${y}H${T}`;
    let slubs = '';
    for (let i = 0; i < 90; i++)
      slubs += `M${f(rng.range(0, T))} ${f(rng.range(0, T))}h${f(rng.range(8, 30))}`;
    const tile =
      `<rect width="${T}" height="${T}" fill="${pal.bg}"/>${stripes}` +
      `<path d="${weave}" stroke="#ffffff" stroke-width="1.2" stroke-opacity="0.12"/>` +
      `<path d="${slubs}" stroke="${pal.deep}" stroke-width="1.4" stroke-opacity="0.18" stroke-linecap="round"/>`;
    return patternFill(c, T, T, tile);
  },
};

export const modernMotifs: readonly Motif[] = [terrazzo, decoFans, arches, circles, linenStripe, pills];
