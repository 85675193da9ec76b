import sharp from 'sharp';
import { DEFAULT_ROLL } from '../../src/domain/constants';
import { fitCrop, type Wall } from '../../src/domain/walls';
import { stripPlanPdf, wallPrintPdf, type Design } from '../../src/server/modules/production/render';

/**
 * One production pack's rendering in a process of its own, so its peak resident memory is the pack's alone
 * (decision 068: under 512 MB for a 20 ft × 10 ft wall at 150 DPI). Prints one JSON line per design.
 * `node --import tsx scripts/bench/pack.ts repeat|picture`
 */

const DPI = Number(process.env.BENCH_PACK_DPI ?? 150);
const WALL: Wall = {
  widthIn: 240,
  heightIn: 120,
  // A door, so the strip plan draws an opening as a real room's would.
  openings: [{ widthIn: 36, heightIn: 80, xIn: 24, yIn: 0 }],
};
const SETTINGS = { bleedMm: 50, mediaWidthCm: DEFAULT_ROLL.widthCm, dpi: DPI };

/**
 * A design like the seeded art (decision 017): leaves and dots in a few colours over a ground, drawn once at the
 * store's own picture size.
 */
function art(size: number): Promise<Buffer> {
  const colours = ['#2f5d50', '#b08d57', '#8c3b2f', '#e7d8b8', '#1f1a17'];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * size;
  const shapes = Array.from({ length: 400 }, (_, i) => {
    const fill = colours[i % colours.length];
    return i % 3 === 0
      ? `<circle cx="${random()}" cy="${random()}" r="${(random() / size) * 18 + 3}" fill="${fill}"/>`
      : `<ellipse cx="${random()}" cy="${random()}" rx="${(random() / size) * 60 + 10}" ry="${(random() / size) * 18 + 4}" transform="rotate(${random() % 180})" fill="${fill}" opacity="0.85"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#f3ead9"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

const kind = process.argv[2] === 'picture' ? 'picture' : 'repeat';
// The store's own sizes: 1200 px pictures for murals and 1024 px repeat tiles (decision 068).
const design: Design =
  kind === 'picture'
    ? { kind, picture: await art(1200), crop: fitCrop([WALL]) }
    : { kind, tile: await art(1024), tileWidthCm: 53, match: 'half-drop' };

const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
const started = performance.now();
const { pdf, panels } = await wallPrintPdf({
  orderNumber: 'BENCH1',
  wallNumber: 1,
  walls: [WALL],
  design,
  settings: SETTINGS,
});
const plan = await stripPlanPdf({
  orderNumber: 'BENCH1',
  productName: 'Bench wall',
  walls: [WALL],
  roll: DEFAULT_ROLL,
  trimCm: 10,
  batch: null,
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
// maxRSS (KiB) is the kernel's own high-water mark, which a 10 ms sampler can miss between samples.
const peakRss = Math.max(peak, process.resourceUsage().maxRSS * 1024);
console.log(
  JSON.stringify({
    kind,
    dpi: DPI,
    panels,
    seconds,
    baselineMb: baseline / 2 ** 20,
    peakMb: peakRss / 2 ** 20,
    pdfMb: pdf.length / 2 ** 20,
    planKb: plan.length / 1024,
  }),
);
