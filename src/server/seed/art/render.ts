import sharp from 'sharp';
import type { Sharp } from 'sharp';

/** Where rendered images go: the media store's put, keyed by file name. */
export type SaveImage = (name: string, bytes: Buffer) => Promise<void>;

export interface OutputSize {
  suffix: string;
  width: number;
  height: number;
}

const QUALITY = 78;
const MAX_BYTES = 170 * 1024;

async function encode(input: Sharp, width: number, height: number, resize: boolean): Promise<Buffer> {
  let quality = QUALITY;
  for (;;) {
    const pipeline = resize ? input.clone().resize(width, height, { kernel: 'lanczos3' }) : input.clone();
    const buf = await pipeline.webp({ quality, effort: 2 }).toBuffer();
    // Fine-line motifs (deco fans, palm fronds) can blow the page-weight budget at the default quality.
    if (buf.length <= MAX_BYTES || quality <= 50) return buf;
    quality -= 6;
  }
}

export async function renderSvg(
  svg: string,
  save: SaveImage,
  baseName: string,
  sizes: readonly OutputSize[],
): Promise<string[]> {
  const first = sizes[0];
  if (!first) return [];
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const names: string[] = [];
  for (const size of sizes) {
    const name = `${baseName}${size.suffix}.webp`;
    const buf = await encode(
      source,
      size.width,
      size.height,
      size.width !== info.width || size.height !== info.height,
    );
    await save(name, buf);
    names.push(name);
  }
  return names;
}

export function svgDocument(width: number, height: number, body: string, viewBox?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox ?? `0 0 ${width} ${height}`}">${body}</svg>`;
}
