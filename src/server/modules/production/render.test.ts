import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFAULT_ROLL } from '../../../domain/constants';
import { cmToPt, mmToPt, PANEL_OVERLAP_CM, panelLayout } from '../../../domain/production';
import { fitCrop, type Wall } from '../../../domain/walls';
import { pdfText } from '../../test/pdf-text';
import { stripPlanPdf, wallPrintPdf } from './render';

const WALLS: Wall[] = [
  { widthIn: 60, heightIn: 40, openings: [{ widthIn: 20, heightIn: 30, xIn: 5, yIn: 0 }] },
  { widthIn: 30, heightIn: 40, openings: [] },
];
const tile = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#b08d57' } })
    .png()
    .toBuffer();

async function pageSizes(pdf: Buffer): Promise<number[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
    sizes.push([Math.round(width * 100) / 100, Math.round(height * 100) / 100]);
  }
  await doc.destroy();
  return sizes;
}

/** The PDF's first image (a panel's first band, as JPEG), with a reader of its colour at a pixel. */
async function firstJpeg(pdf: Buffer) {
  const start = pdf.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const jpeg = pdf.subarray(start, pdf.indexOf(Buffer.from([0xff, 0xd9]), start) + 2);
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const colour = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return (data[i] ?? 0) > 200 ? 'red' : (data[i + 2] ?? 0) > 200 ? 'blue' : 'other';
  };
  return { colour, width: info.width, height: info.height };
}

describe('panelLayout', () => {
  it('covers the page with overlapping panels, the last cut to the edge', () => {
    const panels = panelLayout(100, 30, 5);
    expect(panels.map((p) => [p.x, p.width])).toEqual([
      [0, 30],
      [25, 30],
      [50, 30],
      [75, 25],
    ]);
  });
});

describe('wallPrintPdf', () => {
  it('is the wall plus bleed at 1:1, in numbered panels of the media width', async () => {
    const settings = { bleedMm: 50, mediaWidthCm: 53, dpi: 20 };
    const { pdf, panels } = await wallPrintPdf({
      orderNumber: '1001',
      wallNumber: 1,
      walls: WALLS,
      design: { kind: 'repeat', tile: await tile(), tileWidthCm: 20, match: 'half-drop' },
      settings,
    });
    const bleed = mmToPt(50);
    const width = 60 * 72 + 2 * bleed;
    expect(await pageSizes(pdf)).toEqual([
      [Math.round(width * 100) / 100, Math.round((40 * 72 + 2 * bleed) * 100) / 100],
    ]);
    expect(panels).toBe(panelLayout(width, cmToPt(53), cmToPt(PANEL_OVERLAP_CM)).length);
    expect(panels).toBe(4);
    const text = await pdfText(pdf);
    for (let n = 1; n <= panels; n += 1) expect(text).toContain(`Panel ${n} of ${panels}`);
  });

  it('places a mural by its crop', async () => {
    const { pdf, panels } = await wallPrintPdf({
      orderNumber: '1001',
      wallNumber: 2,
      walls: WALLS,
      design: { kind: 'picture', picture: await tile(), crop: fitCrop(WALLS) },
      settings: { bleedMm: 10, mediaWidthCm: 100, dpi: 20 },
    });
    expect(panels).toBe(1);
    expect((await pageSizes(pdf))[0]?.[0]).toBeCloseTo(30 * 72 + 2 * mmToPt(10), 1);
  });

  it('cuts each band of a mural from the picture where the crop puts it', async () => {
    // Left half red, right half blue, fitted to a 40 × 20 in wall: the picture's full width across it.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="50" height="100" fill="#f00"/>' +
      '<rect x="50" width="50" height="100" fill="#00f"/></svg>';
    const walls = [{ widthIn: 40, heightIn: 20, openings: [] }];
    const { pdf } = await wallPrintPdf({
      orderNumber: '1001',
      wallNumber: 1,
      walls,
      design: {
        kind: 'picture',
        picture: await sharp(Buffer.from(svg)).png().toBuffer(),
        crop: fitCrop(walls),
      },
      settings: { bleedMm: 0, mediaWidthCm: 200, dpi: 10 },
    });
    const { colour, width } = await firstJpeg(pdf);
    expect(width).toBe(400);
    expect([colour(190, 100), colour(210, 100)]).toEqual(['red', 'blue']);
  });

  it('hangs a half-drop’s second column half a repeat lower, from the wall’s top-left corner', async () => {
    // A 20 in square tile, red above and blue below, on a 40 × 20 in wall: one panel, no bleed, 10 px an inch.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="50" fill="#f00"/>' +
      '<rect y="50" width="100" height="50" fill="#00f"/></svg>';
    const { pdf } = await wallPrintPdf({
      orderNumber: '1001',
      wallNumber: 1,
      walls: [{ widthIn: 40, heightIn: 20, openings: [] }],
      design: {
        kind: 'repeat',
        tile: await sharp(Buffer.from(svg)).png().toBuffer(),
        tileWidthCm: 50.8,
        match: 'half-drop',
      },
      settings: { bleedMm: 0, mediaWidthCm: 200, dpi: 10 },
    });
    const { colour, width, height } = await firstJpeg(pdf);
    expect([width, height]).toEqual([400, 200]);
    expect([colour(50, 20), colour(50, 180)]).toEqual(['red', 'blue']);
    expect([colour(300, 20), colour(300, 120)]).toEqual(['blue', 'red']);
  });
});

describe('stripPlanPdf', () => {
  it('numbers each wall’s strips in hanging order and names the batch', async () => {
    const pdf = await stripPlanPdf({
      orderNumber: '1001',
      productName: 'Monsoon',
      walls: WALLS,
      roll: DEFAULT_ROLL,
      trimCm: 10,
      batch: null,
    });
    const pages = (await pdfText(pdf)).split('\n');
    expect(pages).toHaveLength(2);
    // 60 in = 152.4 cm: 3 strips of 53 cm; 30 in: 2.
    expect(pages[0]).toContain('Wall 1 of 2: 60 in wide × 40 in high · 3 strips of 53 cm');
    expect(pages[0]).toMatch(/\b1\s+2\s+3\b/);
    expect(pages[1]).toContain('2 strips of 53 cm');
    expect(pages[0]).toContain('Roll batch: printed for this order');
  });
});
