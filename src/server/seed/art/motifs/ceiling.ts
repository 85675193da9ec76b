import { mix, shade, tint } from '../color';
import { f, g, linearGradient, patternFill, radialGradient, star } from '../svg';
import type { DrawCtx, Motif } from '../svg';

function rosette(R: number, c: DrawCtx, plaster: string, line: string): string {
  const { rng } = c;
  const petalsOuter = rng.pick([16, 20, 24]);
  const petalsInner = petalsOuter / 2;
  const lit = tint(plaster, 0.5);
  const dark = shade(plaster, 0.22);
  let outer = '';
  for (let i = 0; i < petalsOuter; i++) {
    outer += `<path d="M0 ${f(-R * 0.5)}C${f(R * 0.16)} ${f(-R * 0.62)} ${f(R * 0.1)} ${f(-R * 0.9)} 0 ${f(-R)}C${f(-R * 0.1)} ${f(-R * 0.9)} ${f(-R * 0.16)} ${f(-R * 0.62)} 0 ${f(-R * 0.5)}Z" transform="rotate(${f((i * 360) / petalsOuter)})"/>`;
  }
  let outerHi = '';
  for (let i = 0; i < petalsOuter; i++) {
    outerHi += `<path d="M0 ${f(-R * 0.55)}C${f(-R * 0.06)} ${f(-R * 0.7)} ${f(-R * 0.06)} ${f(-R * 0.85)} 0 ${f(-R * 0.95)}" transform="rotate(${f((i * 360) / petalsOuter)})"/>`;
  }
  let inner = '';
  for (let i = 0; i < petalsInner; i++) {
    inner += `<ellipse cy="${f(-R * 0.3)}" rx="${f(R * 0.1)}" ry="${f(R * 0.17)}" transform="rotate(${f((i * 360) / petalsInner + 180 / petalsInner)})"/>`;
  }
  let beads = '';
  for (let i = 0; i < petalsOuter * 2; i++) {
    const a = (i / (petalsOuter * 2)) * Math.PI * 2;
    beads += `<circle cx="${f(Math.cos(a) * R * 0.5)}" cy="${f(Math.sin(a) * R * 0.5)}" r="${f(R * 0.022)}"/>`;
  }
  const boss = c.uid('boss');
  return (
    `<defs>${radialGradient(
      boss,
      [
        [0, lit],
        [0.7, plaster],
        [1, dark],
      ],
      0.4,
      0.35,
      0.65,
    )}</defs>` +
    `<circle r="${f(R * 1.04)}" fill="${dark}" opacity="0.35"/>` +
    `<g fill="${plaster}">${outer}</g><g fill="none" stroke="${lit}" stroke-width="${f(R * 0.02)}" opacity="0.8">${outerHi}</g>` +
    `<circle r="${f(R * 0.52)}" fill="${dark}"/><circle r="${f(R * 0.47)}" fill="${plaster}"/>` +
    `<g fill="${lit}">${beads}</g>` +
    `<g fill="${tint(plaster, 0.25)}" stroke="${dark}" stroke-width="${f(R * 0.01)}">${inner}</g>` +
    `<circle r="${f(R * 0.15)}" fill="url(#${boss})"/><circle r="${f(R * 0.05)}" fill="${line}"/>`
  );
}

const medallions: Motif = {
  name: 'ceiling-medallions',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const T = rng.range(380, 440);
    const plaster = pal.dark
      ? mix(pal.main, '#f3ead8', 0.5)
      : tint(pal.main, pal.colorway === 'White' ? 0.1 : 0.5);
    const line = pal.accent;
    const big = rosette(T * 0.3, c, plaster, line);
    const small = rosette(T * 0.09, c, plaster, line);
    const frame = (inset: number): string =>
      `<rect x="${f(inset)}" y="${f(inset)}" width="${f(T - inset * 2)}" height="${f(T - inset * 2)}" rx="${f(T * 0.02)}" fill="none"/>`;
    const tile =
      `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/>` +
      `<g stroke="${line}" stroke-width="2.5" opacity="0.8">${frame(T * 0.06)}</g>` +
      `<g stroke="${line}" stroke-width="1" opacity="0.6">${frame(T * 0.085)}</g>` +
      g(`translate(${f(T / 2)} ${f(T / 2)})`, big) +
      [
        [0, 0],
        [T, 0],
        [0, T],
        [T, T],
      ]
        .map(([x, y]) => g(`translate(${f(x ?? 0)} ${f(y ?? 0)})`, small))
        .join('');
    return patternFill(c, T, T, tile);
  },
};

const starField: Motif = {
  name: 'star-field',
  ground: 'dark',
  draw(c) {
    const { rng, pal, w, h } = c;
    const skyId = c.uid('ns');
    const neb = [c.uid('nb'), c.uid('nb'), c.uid('nb')];
    const glow = c.uid('gl');
    const night = pal.dark ? pal.bg : mix('#1a2236', pal.deep, 0.3);
    let defs = radialGradient(
      skyId,
      [
        [0, mix(night, pal.main, 0.35)],
        [1, shade(night, 0.25)],
      ],
      0.5,
      0.45,
      0.75,
    );
    const nebColours = [pal.main, pal.second, pal.accent];
    neb.forEach((id, i) => {
      defs += radialGradient(id, [
        [0, nebColours[i] ?? pal.main, 0.32],
        [1, nebColours[i] ?? pal.main, 0],
      ]);
    });
    defs += radialGradient(glow, [
      [0, '#ffffff', 0.8],
      [0.3, '#ffffff', 0.2],
      [1, '#ffffff', 0],
    ]);
    let out = `<defs>${defs}</defs><rect width="${f(w)}" height="${f(h)}" fill="url(#${skyId})"/>`;
    neb.forEach((id) => {
      const rx = rng.range(0.25, 0.45) * w;
      const ry = rx * rng.range(0.3, 0.6);
      out += `<ellipse cx="${f(rng.range(0.1, 0.9) * w)}" cy="${f(rng.range(0.1, 0.9) * h)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})" transform="rotate(${f(rng.range(-40, 40))} ${f(w / 2)} ${f(h / 2)})"/>`;
    });
    const density = (w * h) / 4200;
    let small = '';
    for (let i = 0; i < density; i++) {
      small += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h))}" r="${f(rng.range(0.7, 2.1))}" fill-opacity="${f(rng.range(0.35, 1))}"/>`;
    }
    out += `<g fill="#fffaf0">${small}</g>`;
    let gold = '';
    for (let i = 0; i < density / 6; i++)
      gold += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h))}" r="${f(rng.range(1.2, 2.6))}"/>`;
    out += `<g fill="${pal.accent}">${gold}</g>`;
    let lines = '';
    let nodes = '';
    const groups = Math.max(2, Math.round((w * h) / 500000));
    for (let k = 0; k < groups; k++) {
      let x = rng.range(0.1, 0.9) * w;
      let y = rng.range(0.1, 0.9) * h;
      lines += `M${f(x)} ${f(y)}`;
      nodes += `<circle cx="${f(x)}" cy="${f(y)}" r="4"/>`;
      const n = rng.int(4, 6);
      for (let i = 0; i < n; i++) {
        x += rng.range(-120, 120);
        y += rng.range(-90, 90);
        lines += `L${f(x)} ${f(y)}`;
        nodes += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(3, 5))}"/>`;
      }
    }
    out += `<path d="${lines}" fill="none" stroke="${pal.accent}" stroke-width="1.4" stroke-opacity="0.55"/><g fill="${tint(pal.accent, 0.5)}">${nodes}</g>`;
    let sparkles = '';
    for (let i = 0; i < Math.round(density / 25); i++) {
      const x = rng.range(0, w);
      const y = rng.range(0, h);
      const r = rng.range(8, 18);
      sparkles += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.8)}" fill="url(#${glow})"/><path d="${star(x, y, r, r * 0.18, 4, 0)}" fill="#fffaf0"/>`;
    }
    return out + sparkles;
  },
};

const coffered: Motif = {
  name: 'coffered-panels',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const T = rng.range(230, 280);
    const beam = T * 0.12;
    const bevel = T * 0.09;
    const base = pal.dark ? pal.main : pal.colorway === 'White' ? pal.bg2 : tint(pal.main, 0.45);
    const lit = tint(base, 0.35);
    const mid = shade(base, 0.08);
    const dark = shade(base, 0.3);
    const panel = c.uid('pn');
    const defs = `<defs>${radialGradient(
      panel,
      [
        [0, tint(base, 0.12)],
        [1, shade(base, 0.12)],
      ],
      0.5,
      0.5,
      0.7,
    )}</defs>`;
    const a = beam / 2;
    const b = T - beam / 2;
    const ia = a + bevel;
    const ib = b - bevel;
    const quad = (pts: number[][]): string =>
      'M' + pts.map((p) => `${f(p[0] ?? 0)} ${f(p[1] ?? 0)}`).join('L') + 'Z';
    const beamCol = pal.dark ? mix(pal.bg, pal.main, 0.3) : pal.bg;
    let tile = defs + `<rect width="${f(T)}" height="${f(T)}" fill="${beamCol}"/>`;
    tile += `<path d="${quad([
      [a, a],
      [b, a],
      [ib, ia],
      [ia, ia],
    ])}" fill="${dark}"/>`;
    tile += `<path d="${quad([
      [a, a],
      [ia, ia],
      [ia, ib],
      [a, b],
    ])}" fill="${mid}"/>`;
    tile += `<path d="${quad([
      [b, a],
      [b, b],
      [ib, ib],
      [ib, ia],
    ])}" fill="${shade(base, 0.18)}"/>`;
    tile += `<path d="${quad([
      [a, b],
      [ia, ib],
      [ib, ib],
      [b, b],
    ])}" fill="${lit}"/>`;
    tile += `<rect x="${f(ia)}" y="${f(ia)}" width="${f(ib - ia)}" height="${f(ib - ia)}" fill="url(#${panel})"/>`;
    tile += `<rect x="${f(ia + 8)}" y="${f(ia + 8)}" width="${f(ib - ia - 16)}" height="${f(ib - ia - 16)}" fill="none" stroke="${pal.accent}" stroke-width="2" opacity="0.75"/>`;
    tile += g(`translate(${f(T / 2)} ${f(T / 2)})`, rosette(T * 0.16, c, tint(base, 0.3), pal.accent));
    tile += `<path d="M0 ${f(a)}H${f(T)}M${f(a)} 0V${f(T)}" stroke="${tint(beamCol, 0.2)}" stroke-width="1.5" opacity="0.6"/>`;
    return patternFill(c, T, T, tile);
  },
};

const skyClouds: Motif = {
  name: 'sky-clouds',
  ground: 'light',
  draw(c) {
    const { rng, pal, w, h } = c;
    const sky = c.uid('sk');
    const puff = c.uid('pf');
    const shadeId = c.uid('ps');
    const top =
      pal.colorway === 'White' || pal.colorway === 'Cream' ? '#9fb8cf' : mix(pal.main, '#6f95c2', 0.35);
    const defs =
      linearGradient(sky, [
        [0, shade(top, 0.1)],
        [0.6, tint(top, 0.45)],
        [1, tint(pal.second, 0.65)],
      ]) +
      radialGradient(puff, [
        [0, '#ffffff', 1],
        [0.55, '#ffffff', 0.85],
        [1, '#ffffff', 0],
      ]) +
      radialGradient(shadeId, [
        [0, shade(top, 0.25), 0.3],
        [1, shade(top, 0.25), 0],
      ]);
    let out = `<defs>${defs}</defs><rect width="${f(w)}" height="${f(h)}" fill="url(#${sky})"/>`;
    const count = Math.max(5, Math.round((w * h) / 160000));
    for (let k = 0; k < count; k++) {
      const cx = rng.range(-0.05, 1.05) * w;
      const cy = rng.range(0.05, 0.95) * h;
      const size = rng.range(90, 170);
      let shadowBlobs = '';
      let blobs = '';
      const n = rng.int(7, 11);
      for (let i = 0; i < n; i++) {
        const x = cx + rng.range(-1.6, 1.6) * size;
        const y = cy + rng.range(-0.45, 0.3) * size * (1 - Math.abs(x - cx) / (2 * size));
        const r = size * rng.range(0.45, 0.85);
        shadowBlobs += `<ellipse cx="${f(x + r * 0.1)}" cy="${f(y + r * 0.25)}" rx="${f(r * 1.1)}" ry="${f(r * 0.8)}" fill="url(#${shadeId})"/>`;
        blobs += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.15)}" ry="${f(r * 0.85)}" fill="url(#${puff})"/>`;
      }
      out += shadowBlobs + blobs;
    }
    let birds = '';
    for (let i = 0; i < 4; i++) {
      const x = rng.range(0.1, 0.9) * w;
      const y = rng.range(0.1, 0.9) * h;
      birds += `M${f(x - 9)} ${f(y)}q4.5 -6 9 0q4.5 -6 9 0`;
    }
    return (
      out +
      `<path d="${birds}" fill="none" stroke="${shade(top, 0.45)}" stroke-width="1.8" stroke-linecap="round" opacity="0.6"/>`
    );
  },
};

export const ceilingMotifs: readonly Motif[] = [medallions, starField, coffered, skyClouds];
