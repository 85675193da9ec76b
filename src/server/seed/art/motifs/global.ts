import { luminance, mix, shade, tint } from '../color';
import type { Rng } from '../../../lib/prng';
import { f, g, jitterGrid, linearGradient, patternFill, radialGradient, star, tr, wrapped } from '../svg';
import type { DrawCtx, Motif } from '../svg';

type Landmark = (s: number) => string;

// Silhouettes are generic on purpose: evocative of famous skylines without copying any one building.
const tower: Landmark = (s) =>
  `<path d="M${f(-s * 0.26)} 0C${f(-s * 0.17)} ${f(-s * 0.2)} ${f(-s * 0.07)} ${f(-s * 0.5)} ${f(-s * 0.035)} ${f(-s * 0.9)}L0 ${f(-s)}L${f(s * 0.035)} ${f(-s * 0.9)}C${f(s * 0.07)} ${f(-s * 0.5)} ${f(s * 0.17)} ${f(-s * 0.2)} ${f(s * 0.26)} 0H${f(s * 0.15)}C${f(s * 0.1)} ${f(-s * 0.12)} ${f(-s * 0.1)} ${f(-s * 0.12)} ${f(-s * 0.15)} 0Z"/>` +
  `<rect x="${f(-s * 0.16)}" y="${f(-s * 0.3)}" width="${f(s * 0.32)}" height="${f(s * 0.03)}"/><rect x="${f(-s * 0.09)}" y="${f(-s * 0.58)}" width="${f(s * 0.18)}" height="${f(s * 0.025)}"/>`;

const palace: Landmark = (s) =>
  `<rect x="${f(-s * 0.42)}" y="${f(-s * 0.3)}" width="${f(s * 0.84)}" height="${f(s * 0.3)}"/>` +
  `<rect x="${f(-s * 0.2)}" y="${f(-s * 0.4)}" width="${f(s * 0.4)}" height="${f(s * 0.12)}"/>` +
  `<path d="M${f(-s * 0.2)} ${f(-s * 0.4)}C${f(-s * 0.26)} ${f(-s * 0.58)} ${f(-s * 0.06)} ${f(-s * 0.64)} 0 ${f(-s * 0.78)}C${f(s * 0.06)} ${f(-s * 0.64)} ${f(s * 0.26)} ${f(-s * 0.58)} ${f(s * 0.2)} ${f(-s * 0.4)}Z"/>` +
  `<rect x="${f(-s * 0.008)}" y="${f(-s * 0.86)}" width="${f(s * 0.016)}" height="${f(s * 0.1)}"/>` +
  [-0.5, 0.5]
    .map(
      (k) =>
        `<rect x="${f(k * s - s * 0.03)}" y="${f(-s * 0.62)}" width="${f(s * 0.06)}" height="${f(s * 0.62)}"/><path d="M${f(k * s - s * 0.045)} ${f(-s * 0.62)}Q${f(k * s)} ${f(-s * 0.74)} ${f(k * s + s * 0.045)} ${f(-s * 0.62)}Z"/>`,
    )
    .join('') +
  [-0.28, 0.28]
    .map(
      (k) =>
        `<path d="M${f(k * s - s * 0.08)} ${f(-s * 0.3)}Q${f(k * s)} ${f(-s * 0.44)} ${f(k * s + s * 0.08)} ${f(-s * 0.3)}Z"/>`,
    )
    .join('');

const skyscraper: Landmark = (s) =>
  `<rect x="${f(-s * 0.14)}" y="${f(-s * 0.62)}" width="${f(s * 0.28)}" height="${f(s * 0.62)}"/>` +
  `<rect x="${f(-s * 0.1)}" y="${f(-s * 0.76)}" width="${f(s * 0.2)}" height="${f(s * 0.16)}"/>` +
  `<rect x="${f(-s * 0.06)}" y="${f(-s * 0.86)}" width="${f(s * 0.12)}" height="${f(s * 0.12)}"/>` +
  `<path d="M${f(-s * 0.03)} ${f(-s * 0.86)}L0 ${f(-s * 1.02)}L${f(s * 0.03)} ${f(-s * 0.86)}Z"/>` +
  `<rect x="${f(s * 0.16)}" y="${f(-s * 0.42)}" width="${f(s * 0.18)}" height="${f(s * 0.42)}"/>` +
  `<rect x="${f(-s * 0.34)}" y="${f(-s * 0.34)}" width="${f(s * 0.18)}" height="${f(s * 0.34)}"/>`;

const pagoda: Landmark = (s) => {
  let out = `<rect x="${f(-s * 0.12)}" y="${f(-s * 0.15)}" width="${f(s * 0.24)}" height="${f(s * 0.15)}"/>`;
  for (let i = 0; i < 4; i++) {
    const y = -s * (0.15 + i * 0.17);
    const w = s * (0.34 - i * 0.05);
    out += `<path d="M${f(-w)} ${f(y + s * 0.01)}Q${f(-w * 0.6)} ${f(y - s * 0.03)} ${f(-w * 0.55)} ${f(y - s * 0.06)}H${f(w * 0.55)}Q${f(w * 0.6)} ${f(y - s * 0.03)} ${f(w)} ${f(y + s * 0.01)}Z"/>`;
    out += `<rect x="${f(-w * 0.45)}" y="${f(y - s * 0.15)}" width="${f(w * 0.9)}" height="${f(s * 0.1)}"/>`;
  }
  out += `<rect x="${f(-s * 0.01)}" y="${f(-s * 0.98)}" width="${f(s * 0.02)}" height="${f(s * 0.2)}"/>`;
  return out;
};

const clockTower: Landmark = (s) =>
  `<rect x="${f(-s * 0.09)}" y="${f(-s * 0.7)}" width="${f(s * 0.18)}" height="${f(s * 0.7)}"/>` +
  `<rect x="${f(-s * 0.11)}" y="${f(-s * 0.74)}" width="${f(s * 0.22)}" height="${f(s * 0.06)}"/>` +
  `<path d="M${f(-s * 0.1)} ${f(-s * 0.74)}L0 ${f(-s * 0.98)}L${f(s * 0.1)} ${f(-s * 0.74)}Z"/>` +
  `<rect x="${f(-s * 0.3)}" y="${f(-s * 0.22)}" width="${f(s * 0.6)}" height="${f(s * 0.22)}"/>`;

const gateway: Landmark = (s) =>
  `<path d="M${f(-s * 0.3)} 0V${f(-s * 0.52)}H${f(s * 0.3)}V0H${f(s * 0.12)}V${f(-s * 0.22)}A${f(s * 0.12)} ${f(s * 0.12)} 0 0 0 ${f(-s * 0.12)} ${f(-s * 0.22)}V0Z"/>` +
  `<rect x="${f(-s * 0.34)}" y="${f(-s * 0.6)}" width="${f(s * 0.68)}" height="${f(s * 0.08)}"/>` +
  `<rect x="${f(-s * 0.22)}" y="${f(-s * 0.66)}" width="${f(s * 0.44)}" height="${f(s * 0.06)}"/>`;

const domeCathedral: Landmark = (s) =>
  `<rect x="${f(-s * 0.36)}" y="${f(-s * 0.26)}" width="${f(s * 0.72)}" height="${f(s * 0.26)}"/>` +
  `<rect x="${f(-s * 0.18)}" y="${f(-s * 0.42)}" width="${f(s * 0.36)}" height="${f(s * 0.16)}"/>` +
  `<path d="M${f(-s * 0.18)} ${f(-s * 0.42)}A${f(s * 0.18)} ${f(s * 0.2)} 0 0 1 ${f(s * 0.18)} ${f(-s * 0.42)}Z"/>` +
  `<rect x="${f(-s * 0.03)}" y="${f(-s * 0.72)}" width="${f(s * 0.06)}" height="${f(s * 0.12)}"/>` +
  `<circle cy="${f(-s * 0.75)}" r="${f(s * 0.03)}"/>`;

const LANDMARKS: readonly Landmark[] = [
  tower,
  palace,
  skyscraper,
  pagoda,
  clockTower,
  gateway,
  domeCathedral,
];

function genericBlocks(rng: Rng, x0: number, x1: number, base: number, minH: number, maxH: number): string {
  let d = '';
  let x = x0;
  while (x < x1) {
    const w = rng.range(26, 70);
    const h = rng.range(minH, maxH);
    d += `M${f(x)} ${f(base)}V${f(base - h)}H${f(x + w)}V${f(base)}Z`;
    if (rng.chance(0.2)) d += `M${f(x + w / 2 - 2)} ${f(base - h)}V${f(base - h - 30)}h4V${f(base - h)}Z`;
    x += w + rng.range(-8, 6);
  }
  return d;
}

type SkylineKind = 'paris' | 'domes' | 'manhattan';

const SKYLINE_SETS: Record<SkylineKind, readonly Landmark[]> = {
  paris: [domeCathedral, gateway, tower, clockTower, domeCathedral],
  domes: [palace, domeCathedral, palace, pagoda, domeCathedral],
  manhattan: [skyscraper, skyscraper, clockTower, skyscraper, skyscraper],
};

function skylineMotif(kind: SkylineKind): Motif {
  return {
    name: `skyline-${kind}`,
    ground: kind === 'paris' ? 'light' : kind === 'manhattan' ? 'dark' : 'either',
    draw(c: DrawCtx) {
      const { rng, pal, w, h } = c;
      const night = pal.dark;
      const lineArt = kind === 'paris';
      const skyId = c.uid('sky');
      const glowId = c.uid('glow');
      const skyTop = night
        ? shade(pal.bg, 0.2)
        : kind === 'domes'
          ? mix(pal.soft, pal.main, 0.35)
          : tint(pal.soft, 0.2);
      const skyBottom = night
        ? mix(pal.bg, pal.main, 0.35)
        : mix(pal.bg, pal.accent, kind === 'domes' ? 0.45 : 0.2);
      const defs =
        linearGradient(skyId, [
          [0, skyTop],
          [1, skyBottom],
        ]) +
        radialGradient(glowId, [
          [0, night ? pal.soft : '#ffffff', night ? 0.5 : 0.8],
          [1, night ? pal.soft : '#ffffff', 0],
        ]);
      const base = h * rng.range(0.74, 0.8);
      const sunX = w * rng.range(0.15, 0.85);
      const sunY = h * rng.range(0.16, 0.3);
      const sunR = Math.min(w, h) * 0.06;
      let out = `<defs>${defs}</defs><rect width="${f(w)}" height="${f(h)}" fill="url(#${skyId})"/>`;
      const sun = night
        ? tint(pal.accent, 0.5)
        : mix(luminance(pal.accent) < 0.35 ? pal.second : pal.accent, '#f6dfae', 0.45);
      out += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 4)}" fill="url(#${glowId})"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sun}" opacity="${lineArt ? 0.55 : 0.9}"/>`;
      if (night) {
        let stars = '';
        for (let i = 0; i < 90; i++)
          stars += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, base * 0.7))}" r="${f(rng.range(0.8, 2.2))}" opacity="${f(rng.range(0.3, 0.9))}"/>`;
        out += `<g fill="#ffffff">${stars}</g>`;
      }
      const far = night ? mix(pal.bg, pal.main, 0.45) : mix(skyBottom, pal.second, 0.45);
      const mid = night ? mix(pal.bg, pal.main, 0.7) : pal.main;
      const near = night ? shade(pal.bg, 0.35) : pal.deep;
      const tall = kind === 'manhattan' ? [h * 0.14, h * 0.42] : [h * 0.08, h * 0.24];
      out += `<path d="${genericBlocks(rng, -20, w + 20, base - h * 0.02, tall[0] ?? 0, tall[1] ?? 0)}" fill="${far}" opacity="${lineArt ? 0.35 : 0.75}"/>`;
      const set = SKYLINE_SETS[kind];
      const count = Math.max(4, Math.round(w / 280));
      const offset = rng.int(0, set.length - 1);
      let landmarks = '';
      for (let i = 0; i < count; i++) {
        const lm = set[(i + offset) % set.length] ?? tower;
        const hero = lm === tower || lm === skyscraper;
        const s = h * rng.range(0.3, 0.42) * (hero ? 1.25 : 0.85);
        const x = ((i + 0.5) / count) * w + rng.range(-0.08, 0.08) * (w / count);
        landmarks += g(tr(x, base + 1), lm(s));
      }
      out += lineArt
        ? `<g fill="${night ? shade(pal.bg, 0.15) : tint(pal.bg, 0.3)}" stroke="${night ? pal.accent : pal.main}" stroke-width="3" stroke-linejoin="round">${landmarks}</g>`
        : `<g fill="${mid}">${landmarks}</g>`;
      out += `<path d="${genericBlocks(rng, -20, w + 20, base, h * 0.04, h * 0.12)}" fill="${lineArt ? (night ? shade(pal.bg, 0.15) : tint(pal.bg, 0.3)) : mix(mid, near, 0.5)}"${lineArt ? ` stroke="${night ? pal.soft : pal.deep}" stroke-width="2"` : ''}/>`;
      if (night) {
        let lit = '';
        for (let i = 0; i < 160; i++)
          lit += `<rect x="${f(rng.range(0, w))}" y="${f(base - rng.range(6, h * (kind === 'manhattan' ? 0.3 : 0.1)))}" width="4" height="5"/>`;
        out += `<g fill="${pal.accent}" opacity="0.75">${lit}</g>`;
      }
      out += `<rect y="${f(base)}" width="${f(w)}" height="${f(h - base)}" fill="${lineArt && !night ? tint(pal.soft, 0.2) : near}"/>`;
      let ripples = '';
      for (let i = 0; i < 40; i++) {
        const y = base + rng.range(8, h - base - 4);
        ripples += `M${f(rng.range(0, w))} ${f(y)}h${f(rng.range(20, 90))}`;
      }
      out += `<path d="${ripples}" stroke="${night ? pal.accent : lineArt ? pal.main : pal.soft}" stroke-width="2" stroke-opacity="0.35" stroke-linecap="round"/>`;
      if (!night) {
        let birds = '';
        for (let i = 0; i < 7; i++) {
          const x = rng.range(0.1, 0.9) * w;
          const y = rng.range(0.1, 0.45) * h;
          const sz = rng.range(6, 12);
          birds += `M${f(x - sz)} ${f(y)}q${f(sz / 2)} ${f(-sz * 0.6)} ${f(sz)} 0q${f(sz / 2)} ${f(-sz * 0.6)} ${f(sz)} 0`;
        }
        out += `<path d="${birds}" fill="none" stroke="${pal.deep}" stroke-width="2" stroke-linecap="round"/>`;
      }
      return out;
    },
  };
}

function blob(rng: Rng, R: number, wobble: number): string {
  const harmonics = Array.from({ length: 5 }, (_, k) => ({
    k: k + 2,
    a: rng.range(0, wobble / (k + 1)),
    p: rng.range(0, 6.3),
  }));
  const pts: string[] = [];
  for (let i = 0; i < 72; i++) {
    const t = (i / 72) * Math.PI * 2;
    let r = 1;
    for (const hm of harmonics) r += hm.a * Math.sin(hm.k * t + hm.p);
    r += rng.range(-0.025, 0.025);
    pts.push(`${f(Math.cos(t) * R * r * 1.3)} ${f(Math.sin(t) * R * r)}`);
  }
  return 'M' + pts.join('L') + 'Z';
}

const oldWorldMap: Motif = {
  name: 'old-world-map',
  ground: 'light',
  draw(c: DrawCtx) {
    const { rng, pal, w, h } = c;
    const paper = mix(pal.bg, '#e6d3ad', 0.55);
    const sea = mix(paper, pal.second, 0.22);
    const ink = mix(pal.deep, '#4a3626', 0.5);
    const age = c.uid('age');
    let out = `<defs>${radialGradient(
      age,
      [
        [0.55, '#6b4a2b', 0],
        [1, '#6b4a2b', 0.35],
      ],
      0.5,
      0.5,
      0.75,
    )}</defs>`;
    out += `<rect width="${f(w)}" height="${f(h)}" fill="${sea}"/>`;
    let grid = '';
    for (let x = 0; x <= w; x += w / 8)
      grid += `M${f(x)} 0Q${f(x + (x - w / 2) * 0.12)} ${f(h / 2)} ${f(x)} ${f(h)}`;
    for (let y = 0; y <= h; y += h / 6) grid += `M0 ${f(y)}H${f(w)}`;
    out += `<path d="${grid}" fill="none" stroke="${ink}" stroke-width="1.5" stroke-opacity="0.3"/>`;
    const roses = [
      { x: w * rng.range(0.25, 0.4), y: h * rng.range(0.3, 0.7) },
      { x: w * rng.range(0.6, 0.78), y: h * rng.range(0.3, 0.7) },
    ];
    let rhumbs = '';
    const diag = Math.hypot(w, h);
    roses.forEach((r) => {
      for (let k = 0; k < 16; k++) {
        const a = (k / 16) * Math.PI * 2;
        rhumbs += `<path d="M${f(r.x)} ${f(r.y)}L${f(r.x + Math.cos(a) * diag)} ${f(r.y + Math.sin(a) * diag)}" stroke="${k % 4 === 0 ? ink : k % 2 ? pal.main : pal.accent}" stroke-width="${k % 4 === 0 ? 1.8 : 1.2}" stroke-opacity="0.45"/>`;
      }
    });
    out += rhumbs;
    let land = '';
    const masses = Math.max(3, Math.round((w * h) / 450000));
    for (let i = 0; i < masses; i++) {
      const R = Math.min(w, h) * rng.range(0.1, 0.2);
      const x = rng.range(0.08, 0.92) * w;
      const y = rng.range(0.1, 0.9) * h;
      const d = blob(rng, R, 0.35);
      land +=
        `<g transform="${tr(x, y, rng.range(0, 180))}">` +
        `<path d="${d}" fill="none" stroke="${mix(sea, ink, 0.25)}" stroke-width="14" stroke-opacity="0.35"/>` +
        `<path d="${d}" fill="${paper}" stroke="${ink}" stroke-width="2.4"/>` +
        `<path d="${d}" transform="scale(0.8)" fill="${mix(paper, pal.soft, 0.45)}" opacity="0.8"/>` +
        `<path d="${d}" transform="scale(0.45)" fill="${mix(paper, pal.second, 0.35)}" opacity="0.7"/>` +
        `</g>`;
    }
    out += land;
    roses.forEach((r, i) => {
      const R = Math.min(w, h) * (i === 0 ? 0.09 : 0.06);
      out += g(
        tr(r.x, r.y),
        `<circle r="${f(R * 0.75)}" fill="${paper}" stroke="${ink}" stroke-width="2"/>` +
          `<path d="${star(0, 0, R, R * 0.2, 8, -90)}" fill="${pal.accent}" stroke="${ink}" stroke-width="1.2"/>` +
          `<path d="${star(0, 0, R * 1.1, R * 0.16, 4, -90)}" fill="${pal.main}" stroke="${ink}" stroke-width="1.2"/>` +
          `<circle r="${f(R * 0.1)}" fill="${paper}" stroke="${ink}" stroke-width="1.5"/>`,
      );
    });
    out += `<rect x="14" y="14" width="${f(w - 28)}" height="${f(h - 28)}" fill="none" stroke="${ink}" stroke-width="3" stroke-opacity="0.6"/>`;
    out += `<rect x="24" y="24" width="${f(w - 48)}" height="${f(h - 48)}" fill="none" stroke="${ink}" stroke-width="1.2" stroke-opacity="0.5" stroke-dasharray="18 8"/>`;
    return out + `<rect width="${f(w)}" height="${f(h)}" fill="url(#${age})"/>`;
  },
};

const cityMap: Motif = {
  name: 'city-map',
  ground: 'either',
  draw(c: DrawCtx) {
    const { rng, pal, w, h } = c;
    const street = pal.dark ? pal.bg : tint(pal.bg, 0.4);
    const block = pal.dark ? mix(pal.bg, pal.main, 0.35) : mix(pal.bg, pal.second, 0.32);
    const blockAlt = pal.dark ? mix(pal.bg, pal.main, 0.5) : mix(pal.bg, pal.second, 0.5);
    const major = pal.dark ? pal.accent : pal.main;
    const water = pal.dark ? mix(pal.bg, pal.second, 0.55) : mix(pal.bg, pal.main, 0.45);
    const park = pal.dark ? mix(pal.bg, '#6f8f62', 0.45) : mix(pal.bg, '#8fae7f', 0.45);
    const angle = rng.range(-20, 20);
    const diag = Math.hypot(w, h) / 2 + 60;
    const gap = 7;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let x = -diag; x <= diag; x += rng.range(48, 80)) xs.push(x);
    for (let y = -diag; y <= diag; y += rng.range(44, 70)) ys.push(y);
    let blocks = '';
    let alt = '';
    let parks = '';
    for (let i = 0; i < xs.length - 1; i++) {
      for (let j = 0; j < ys.length - 1; j++) {
        const x0 = (xs[i] ?? 0) + gap / 2;
        const y0 = (ys[j] ?? 0) + gap / 2;
        const bw = (xs[i + 1] ?? 0) - (xs[i] ?? 0) - gap;
        const bh = (ys[j + 1] ?? 0) - (ys[j] ?? 0) - gap;
        const r = rng.next();
        const rect = `M${f(x0)} ${f(y0)}h${f(bw)}v${f(bh)}h${f(-bw)}Z`;
        if (r < 0.06) parks += rect;
        else if (r < 0.3) alt += rect;
        else if (r < 0.45)
          blocks += `M${f(x0)} ${f(y0)}h${f(bw)}v${f(bh / 2 - gap / 3)}h${f(-bw)}ZM${f(x0)} ${f(y0 + bh / 2 + gap / 3)}h${f(bw)}v${f(bh / 2 - gap / 3)}h${f(-bw)}Z`;
        else blocks += rect;
      }
    }
    const rot = `translate(${f(w / 2)} ${f(h / 2)}) rotate(${f(angle)})`;
    let out = `<rect width="${f(w)}" height="${f(h)}" fill="${street}"/>`;
    out += `<g transform="${rot}"><path d="${blocks}" fill="${block}"/><path d="${alt}" fill="${blockAlt}"/><path d="${parks}" fill="${park}"/></g>`;
    const ringR = Math.min(w, h) * rng.range(0.16, 0.22);
    const cx = w * rng.range(0.3, 0.7);
    const cy = h * rng.range(0.3, 0.7);
    let radial = '';
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2 + 0.2;
      radial += `M${f(cx + Math.cos(a) * ringR * 0.35)} ${f(cy + Math.sin(a) * ringR * 0.35)}L${f(cx + Math.cos(a) * ringR * 2.2)} ${f(cy + Math.sin(a) * ringR * 2.2)}`;
    }
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR)}" fill="${street}"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR - 8)}" fill="${block}"/>`;
    out += `<path d="${radial}" stroke="${street}" stroke-width="12"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR * 0.35)}" fill="${park}" stroke="${street}" stroke-width="10"/>`;
    let avenues = '';
    for (let i = 0; i < 3; i++) {
      const a = rng.range(0, Math.PI);
      const px = rng.range(0.2, 0.8) * w;
      const py = rng.range(0.2, 0.8) * h;
      avenues += `M${f(px - Math.cos(a) * diag * 2)} ${f(py - Math.sin(a) * diag * 2)}L${f(px + Math.cos(a) * diag * 2)} ${f(py + Math.sin(a) * diag * 2)}`;
    }
    out += `<path d="${avenues}" stroke="${street}" stroke-width="16"/><path d="${avenues}" stroke="${major}" stroke-width="4" stroke-opacity="0.8"/>`;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ringR - 4)}" fill="none" stroke="${major}" stroke-width="4" stroke-opacity="0.8"/>`;
    const vertical = rng.chance(0.5);
    const span = vertical ? w : h;
    const len = vertical ? h : w;
    const pos = span * rng.range(0.25, 0.75);
    const amp = span * 0.1;
    const phase = rng.range(0, 6);
    const riverPts: string[] = [];
    for (let t = -60; t <= len + 60; t += 20) {
      const o = pos + amp * Math.sin((t / len) * Math.PI * 1.4 + phase);
      riverPts.push(vertical ? `${f(o)} ${f(t)}` : `${f(t)} ${f(o)}`);
    }
    const riverD = 'M' + riverPts.join('L');
    const rw = Math.min(w, h) * 0.09;
    out += `<path d="${riverD}" stroke="${street}" stroke-width="${f(rw + 26)}" fill="none" stroke-linejoin="round"/>`;
    out += `<path d="${riverD}" stroke="${water}" stroke-width="${f(rw)}" fill="none" stroke-linejoin="round"/>`;
    out += `<path d="${riverD}" stroke="${tint(water, 0.3)}" stroke-width="2" fill="none" stroke-dasharray="18 12" transform="translate(0 ${f(-rw * 0.2)})"/>`;
    const cr = Math.min(w, h) * 0.075;
    const rx = w * (rng.chance(0.5) ? 0.86 : 0.14);
    const ry = h * 0.86;
    out += g(
      tr(rx, ry),
      `<circle r="${f(cr)}" fill="${street}" stroke="${major}" stroke-width="2.5"/><circle r="${f(cr * 0.8)}" fill="none" stroke="${major}" stroke-width="1" stroke-dasharray="2 4"/>` +
        `<path d="M0 ${f(-cr * 1.3)}L${f(cr * 0.16)} 0L0 ${f(cr * 1.3)}L${f(-cr * 0.16)} 0Z" fill="${major}"/><path d="M${f(-cr * 1.3)} 0L0 ${f(cr * 0.16)}L${f(cr * 1.3)} 0L0 ${f(-cr * 0.16)}Z" fill="${pal.dark ? pal.soft : pal.deep}"/>`,
    );
    return out;
  },
};

const landmarkToile: Motif = {
  name: 'landmark-toile',
  ground: 'light',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = rng.range(520, 600);
    const ink = pal.main;
    const picks = rng.shuffle(LANDMARKS);
    const spots: Array<[number, number]> = [
      [0.25, 0.42],
      [0.75, 0.3],
      [0.25, 0.92],
      [0.75, 0.8],
    ];
    let out = '';
    spots.forEach(([x, y], i) => {
      const lm = picks[i % picks.length] ?? tower;
      const s = T * 0.3;
      const markup = lm(s);
      const ground = `<path d="M${f(-s * 0.55)} 2Q0 ${f(-s * 0.06)} ${f(s * 0.55)} 2" fill="none" stroke="${pal.accent}" stroke-width="2"/>`;
      out += wrapped(T, T, x * T, y * T, s, (X, Y) => g(tr(X, Y), `<g fill="${ink}">${markup}</g>${ground}`));
    });
    let paths = '';
    for (const p of jitterGrid(rng, 2, 2, T, T, 0.15)) {
      const x = p.x;
      const y = p.y - T * 0.15;
      paths += wrapped(
        T,
        T,
        x,
        y,
        T * 0.2,
        (X, Y) =>
          `<path d="M${f(X - T * 0.15)} ${f(Y + 20)}Q${f(X)} ${f(Y - 40)} ${f(X + T * 0.15)} ${f(Y + 10)}" fill="none" stroke="${pal.deep}" stroke-width="1.8" stroke-dasharray="6 7" opacity="0.6"/>` +
          `<path transform="${tr(X + T * 0.15, Y + 10, 30)}" d="M-9 0L9 0M0 -2L-4 -9M0 2L-4 9M-9 0L-11 -4" stroke="${pal.deep}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
      );
    }
    let dots = '';
    for (const p of jitterGrid(rng, 4, 4, T, T, 0.4))
      dots += wrapped(T, T, p.x, p.y, 6, (X, Y) => `<circle cx="${f(X)}" cy="${f(Y)}" r="2.5"/>`);
    return patternFill(
      c,
      T,
      T,
      `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/><g fill="${pal.accent}" opacity="0.7">${dots}</g>${paths}${out}`,
    );
  },
};

export const globalMotifs: readonly Motif[] = [
  skylineMotif('paris'),
  skylineMotif('domes'),
  skylineMotif('manhattan'),
  oldWorldMap,
  cityMap,
  landmarkToile,
];
