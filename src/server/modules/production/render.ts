import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { cmToPt, mmToPt, PANEL_OVERLAP_CM, panelLayout, PT_PER_IN } from '../../../domain/production';
import type { RollSpec } from '../../../domain/product';
import {
  countedOpenings,
  PICTURE_UNITS,
  planStrips,
  wallsOutline,
  type Crop,
  type Wall,
} from '../../../domain/walls';

/** What the design looks like on the wall: a repeat tile at its true size, or one picture placed by a crop. */
export type Design =
  | { kind: 'repeat'; tile: Buffer; tileWidthCm: number; match: RollSpec['patternMatch'] }
  | { kind: 'picture'; picture: Buffer; crop: Crop };

export interface PrintSettings {
  bleedMm: number;
  mediaWidthCm: number;
  dpi: number;
}

export interface WallPrint {
  orderNumber: string;
  wallNumber: number;
  walls: readonly Wall[];
  design: Design;
  settings: PrintSettings;
}

/** A PDF built as it is written: pdfkit hands each finished object on, so only the current panel is in memory. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A large PDF written to a file as it is made and read back once: held as chunks and joined, its bytes would
 * be in memory twice at the end (decision 068).
 */
async function collectThroughFile(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wallcraft-pack-'));
  const file = path.join(dir, 'print.pdf');
  try {
    await pipeline(doc, createWriteStream(file));
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Rows of a panel rasterised at once: a 53 cm panel at 150 DPI is 3,130 px wide, so a band is about 13 MB. */
const BAND_PX = 1024;

/**
 * One band of a mural's panel (rows from `topIn` down, `heightPx` of them): the part of the picture under it, cut
 * from the decoded picture with a pixel to spare and scaled to print size, then placed on white (the bleed past
 * the picture's edge). Only this band's raster exists at once (decision 068).
 */
async function pictureBand(
  print: WallPrint,
  crop: Crop,
  picture: { data: Buffer; width: number; height: number },
  panel: { xIn: number; widthIn: number; topIn: number; heightPx: number; bleedIn: number },
): Promise<Buffer> {
  const { dpi } = print.settings;
  const w = Math.max(1, Math.round(panel.widthIn * dpi));
  const h = panel.heightPx;
  const outline = wallsOutline(print.walls);
  const wall = print.walls[print.wallNumber - 1];
  const left = outline.leftIn[print.wallNumber - 1] ?? 0;
  // Picture pixels per inch of wall, and the band's top-left corner in picture pixels.
  const perIn = (crop.scale * picture.width) / PICTURE_UNITS;
  const sx = (crop.x * picture.width) / PICTURE_UNITS + (left + panel.xIn - panel.bleedIn) * perIn;
  const sy =
    (crop.y * picture.width) / PICTURE_UNITS +
    (outline.heightIn - (wall?.heightIn ?? 0) + panel.topIn - panel.bleedIn) * perIn;
  const toPrint = dpi / perIn;
  const x0 = Math.max(0, Math.floor(sx) - 1);
  const y0 = Math.max(0, Math.floor(sy) - 1);
  const x1 = Math.min(picture.width, Math.ceil(sx + w / toPrint) + 1);
  const y1 = Math.min(picture.height, Math.ceil(sy + h / toPrint) + 1);
  const white = { r: 255, g: 255, b: 255 };
  const band = sharp({ create: { width: w, height: h, channels: 3, background: white } });
  if (x1 <= x0 || y1 <= y0) return band.jpeg({ quality: 88 }).toBuffer();
  // The cut region at print size, and where it lands on the band (sub-pixel exact to within one print pixel).
  const scaled = { width: Math.round((x1 - x0) * toPrint), height: Math.round((y1 - y0) * toPrint) };
  const at = { left: Math.round((x0 - sx) * toPrint), top: Math.round((y0 - sy) * toPrint) };
  const keep = {
    left: Math.max(0, -at.left),
    top: Math.max(0, -at.top),
    width: Math.min(scaled.width, w - at.left) - Math.max(0, -at.left),
    height: Math.min(scaled.height, h - at.top) - Math.max(0, -at.top),
  };
  if (keep.width <= 0 || keep.height <= 0) return band.jpeg({ quality: 88 }).toBuffer();
  const part = await sharp(picture.data, {
    raw: { width: picture.width, height: picture.height, channels: 3 },
  })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    // Upscaled some 30 times: cubic is as smooth as Lanczos here, at a fraction of its cost.
    .resize(scaled.width, scaled.height, { fit: 'fill', kernel: 'cubic' })
    .extract(keep)
    .raw()
    .toBuffer();
  return band
    .composite([
      {
        input: part,
        raw: { width: keep.width, height: keep.height, channels: 3 },
        left: Math.max(0, at.left),
        top: Math.max(0, at.top),
      },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * The most a repeat tile's raster may hold. A 53 cm tile at 150 DPI is 3,130 px square (29 MB); a scene's 240 cm
 * tile would be 14,173 px (600 MB), so it is rastered coarser and each band scaled up to print size.
 */
const TILE_BUDGET_BYTES = 96 * 2 ** 20;

interface TileRaster {
  data: Buffer;
  width: number;
  height: number;
  /** pixels per inch of wall it is rastered at: the print's DPI, or less within the budget */
  ppi: number;
}

/** The repeat tile at its true size on the wall, once per print file, as raw RGB rows to copy bands from. */
async function tileRaster(design: Extract<Design, { kind: 'repeat' }>, dpi: number): Promise<TileRaster> {
  const meta = await sharp(design.tile).metadata();
  const widthIn = design.tileWidthCm / 2.54;
  const heightIn = (widthIn * (meta.height ?? 1)) / (meta.width ?? 1);
  const ppi = Math.min(dpi, Math.sqrt(TILE_BUDGET_BYTES / (3 * widthIn * heightIn)));
  const width = Math.max(1, Math.round(widthIn * ppi));
  const height = Math.max(1, Math.round(heightIn * ppi));
  const data = await sharp(design.tile)
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height, ppi };
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * One band of a repeat, copied row by row from the tile raster: anchored at the wall's top-left corner, a
 * half-drop's odd columns half a repeat lower, as the strip plan hangs them. `leftIn`/`topIn` are the band's
 * corner from the wall's (negative in the bleed); the size is in the raster's pixels.
 */
function repeatBand(
  tile: TileRaster,
  halfDrop: boolean,
  band: { leftIn: number; topIn: number; width: number; height: number },
): Buffer {
  const out = Buffer.allocUnsafe(band.width * band.height * 3);
  const x0 = Math.round(band.leftIn * tile.ppi);
  const y0 = Math.round(band.topIn * tile.ppi);
  const half = Math.round(tile.height / 2);
  for (let row = 0; row < band.height; row += 1) {
    for (let col = 0; col < band.width;) {
      const x = x0 + col;
      const column = Math.floor(x / tile.width);
      const tx = x - column * tile.width;
      const ty = mod(y0 + row - (halfDrop && mod(column, 2) === 1 ? half : 0), tile.height);
      const run = Math.min(tile.width - tx, band.width - col);
      const from = (ty * tile.width + tx) * 3;
      tile.data.copy(out, (row * band.width + col) * 3, from, from + run * 3);
      col += run;
    }
  }
  return out;
}

async function repeatBandJpeg(
  tile: TileRaster,
  halfDrop: boolean,
  dpi: number,
  band: { leftIn: number; topIn: number; widthIn: number; heightPx: number },
): Promise<Buffer> {
  const width = Math.max(1, Math.round(band.widthIn * dpi));
  const raster = {
    width: Math.max(1, Math.round(band.widthIn * tile.ppi)),
    height: Math.max(1, Math.round((band.heightPx / dpi) * tile.ppi)),
  };
  const pixels = repeatBand(tile, halfDrop, { ...band, ...raster });
  let image = sharp(pixels, { raw: { ...raster, channels: 3 } });
  if (raster.width !== width || raster.height !== band.heightPx)
    image = image.resize(width, band.heightPx, { fit: 'fill' });
  return image.jpeg({ quality: 88 }).toBuffer();
}

function registrationMark(doc: PDFKit.PDFDocument, x: number, y: number, r: number): void {
  doc.save().lineWidth(0.5).strokeColor('#000000');
  doc.circle(x, y, r).stroke();
  doc
    .moveTo(x - r * 1.6, y)
    .lineTo(x + r * 1.6, y)
    .stroke();
  doc
    .moveTo(x, y - r * 1.6)
    .lineTo(x, y + r * 1.6)
    .stroke();
  doc.restore();
}

/**
 * A wall's print file at 1:1: one page the covered width and height plus the bleed on every side, the design in
 * numbered panels of the media's width overlapping by PANEL_OVERLAP_CM, crop marks at the trim and at every
 * panel edge, registration marks in the bleed. Returns the PDF and how many panels it holds.
 */
export async function wallPrintPdf(print: WallPrint): Promise<{ pdf: Buffer; panels: number }> {
  const wall = print.walls[print.wallNumber - 1];
  if (!wall) throw new Error(`no wall ${print.wallNumber}`);
  const bleed = mmToPt(print.settings.bleedMm);
  const width = wall.widthIn * PT_PER_IN + 2 * bleed;
  const height = wall.heightIn * PT_PER_IN + 2 * bleed;
  const panels = panelLayout(width, cmToPt(print.settings.mediaWidthCm), cmToPt(PANEL_OVERLAP_CM));
  const { dpi } = print.settings;
  const { design } = print;
  // A repeat is copied from one raster of its tile; a mural's picture is decoded once (1200 px square is 4 MB of
  // RGB) and each band cuts its own part from it.
  const source =
    design.kind === 'picture'
      ? {
          kind: design.kind,
          crop: design.crop,
          picture: await sharp(design.picture)
            .flatten({ background: '#ffffff' })
            .removeAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true })
            .then(({ data, info }) => ({ data, width: info.width, height: info.height })),
        }
      : { kind: design.kind, tile: await tileRaster(design, dpi), halfDrop: design.match === 'half-drop' };

  const doc = new PDFDocument({ size: [width, height], margin: 0, autoFirstPage: true, compress: true });
  doc.info.Title = `Order ${print.orderNumber} wall ${print.wallNumber}: ${panels.length} panels`;
  const done = collectThroughFile(doc);
  const bleedIn = bleed / PT_PER_IN;
  const rows = Math.max(1, Math.round((height / PT_PER_IN) * dpi));
  for (const panel of panels) {
    // Top to bottom in bands, each placed at its own rows: together they are the panel at 1:1.
    for (let top = 0; top < rows; top += BAND_PX) {
      const heightPx = Math.min(BAND_PX, rows - top);
      const band = { xIn: panel.x / PT_PER_IN, widthIn: panel.width / PT_PER_IN, topIn: top / dpi, heightPx };
      const jpeg =
        source.kind === 'picture'
          ? await pictureBand(print, source.crop, source.picture, { ...band, bleedIn })
          : await repeatBandJpeg(source.tile, source.halfDrop, dpi, {
              ...band,
              leftIn: band.xIn - bleedIn,
              topIn: band.topIn - bleedIn,
            });
      const y = (top / rows) * height;
      doc.image(jpeg, panel.x, y, { width: panel.width, height: (heightPx / rows) * height });
    }
  }
  // Marks and labels after the pictures, so the later panels' overlap never covers them.
  const mark = Math.min(bleed * 0.6, 24);
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const x of [bleed, width - bleed]) {
    doc.moveTo(x, 0).lineTo(x, mark).stroke();
    doc
      .moveTo(x, height - mark)
      .lineTo(x, height)
      .stroke();
  }
  for (const y of [bleed, height - bleed]) {
    doc.moveTo(0, y).lineTo(mark, y).stroke();
    doc
      .moveTo(width - mark, y)
      .lineTo(width, y)
      .stroke();
  }
  for (const panel of panels.slice(1)) {
    doc.moveTo(panel.x, 0).lineTo(panel.x, mark).stroke();
    doc
      .moveTo(panel.x, height - mark)
      .lineTo(panel.x, height)
      .stroke();
  }
  doc.restore();
  const r = Math.max(2, Math.min(bleed / 6, 8));
  for (const [x, y] of [
    [width / 2, bleed / 2],
    [width / 2, height - bleed / 2],
    [bleed / 2, height / 2],
    [width - bleed / 2, height / 2],
  ] as const)
    registrationMark(doc, x, y, r);
  const fontSize = Math.max(4, Math.min(bleed / 4, 9));
  for (const panel of panels) {
    const label = `Panel ${panel.number} of ${panels.length}`;
    const y = height - bleed + (bleed - fontSize) / 2;
    doc
      .save()
      .rect(panel.x + 4, y - 1, doc.fontSize(fontSize).widthOfString(label) + 4, fontSize + 2)
      .fill('#ffffff')
      .restore();
    doc
      .fillColor('#000000')
      .fontSize(fontSize)
      .text(label, panel.x + 6, y, { lineBreak: false });
  }
  doc.end();
  return { pdf: await done, panels: panels.length };
}

export interface StripPlanWall {
  wall: Wall;
}

/**
 * The installer's sheet: one A4 landscape page per wall, its elevation with openings and strips numbered left to
 * right in hanging order, the drop to cut and the roll batch to use.
 */
export async function stripPlanPdf(input: {
  orderNumber: string;
  productName: string;
  walls: readonly Wall[];
  roll: RollSpec;
  trimCm: number;
  batch: string | null;
}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, autoFirstPage: false });
  doc.info.Title = `Order ${input.orderNumber} strip plan`;
  const done = collect(doc);
  for (const [index, wall] of input.walls.entries()) {
    const plan = planStrips(input.roll, wall, input.trimCm);
    doc.addPage();
    doc.fillColor('#000000').fontSize(16).text(`Order #${input.orderNumber} · ${input.productName}`, 36, 36);
    doc
      .fontSize(11)
      .text(
        `Wall ${index + 1} of ${input.walls.length}: ${wall.widthIn} in wide × ${wall.heightIn} in high · ` +
          `${plan.strips.length} strips of ${plan.rollWidthCm} cm, each cut ${plan.dropCm} cm (with ${input.trimCm} cm trim) · ` +
          `${input.roll.patternMatch} match${input.roll.patternRepeatCm ? `, ${input.roll.patternRepeatCm} cm repeat` : ''}`,
      )
      .text(
        `Roll batch: ${input.batch ?? 'printed for this order (one print run)'} · Hang strips in number order, left to right.`,
      );
    const top = 110;
    const boxW = doc.page.width - 72;
    const boxH = doc.page.height - top - 60;
    const s = Math.min(boxW / wall.widthIn, boxH / wall.heightIn);
    const x0 = 36;
    const y0 = top;
    const H = wall.heightIn * s;
    doc
      .lineWidth(1)
      .strokeColor('#333333')
      .rect(x0, y0, wall.widthIn * s, H)
      .stroke();
    for (const o of countedOpenings(wall)) {
      doc
        .save()
        .rect(x0 + o.xIn * s, y0 + (wall.heightIn - o.yIn - o.heightIn) * s, o.widthIn * s, o.heightIn * s)
        .fillAndStroke('#dddddd', '#333333')
        .restore();
    }
    doc.fontSize(Math.max(6, Math.min(14, (plan.strips[0]?.widthIn ?? 10) * s * 0.4)));
    for (const strip of plan.strips) {
      const x = x0 + strip.xIn * s;
      if (strip.number > 1)
        doc
          .save()
          .dash(3, { space: 2 })
          .moveTo(x, y0)
          .lineTo(x, y0 + H)
          .stroke()
          .undash()
          .restore();
      doc.fillColor('#000000').text(String(strip.number), x, y0 + 4, {
        width: strip.widthIn * s,
        align: 'center',
        lineBreak: false,
      });
    }
    doc
      .fontSize(9)
      .fillColor('#333333')
      .text(
        `Covered ${plan.coveredSqft} sq ft · printed ${plan.printedSqft} sq ft · waste ${plan.wasteSqft} sq ft (${plan.wastePercent}%)`,
        36,
        doc.page.height - 48,
        { lineBreak: false },
      );
  }
  doc.end();
  return done;
}
