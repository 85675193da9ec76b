import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseURL } from './support/env';
import type { Cart } from '../src/domain/cart';
import { formatPaise } from '../src/domain/format';
import { priceLine, pricingOf, toRupees } from '../src/domain/pricing';
import type { Product } from '../src/domain/product';
import type { Point, RoomPhoto, WallCorners, WallPreview, WallTile } from '../src/domain/wall-preview';
import { apply, squareToQuad } from '../src/web/features/products/detail/wall-preview/homography';
import { callApi, newCustomer } from './support/api';

/** A dark design (art-deco fans), so the paper stands clear of the light painted wall in the pixel checks. */
async function darkDesign(): Promise<Product> {
  const found = await callApi<Product[]>('/products?search=Deco%20Fan&category=customised&limit=20');
  const product = found.find((p) => p.inStock && p.name.startsWith('Deco Fan'));
  if (!product) throw new Error('no Deco Fan design in the seeded catalogue');
  return product;
}

async function openViewer(page: Page, product: Product) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'See it on your wall' }).click();
  await page.getByRole('dialog', { name: 'See it on your wall' }).waitFor();
}

const canvas = (page: Page) => page.getByTestId('wall-canvas');

/** Waits until the renderer has drawn what the page now asks for (a new frame after `since`). */
async function drawnAfter(page: Page, since: number): Promise<number> {
  await page.waitForFunction(
    (n) =>
      Number(document.querySelector<HTMLElement>('[data-testid=wall-canvas]')?.dataset.drawCount ?? 0) > n,
    since,
  );
  return drawCount(page);
}

const drawCount = async (page: Page) => Number((await canvas(page).getAttribute('data-draw-count')) ?? 0);

async function drawnCorners(page: Page): Promise<WallCorners> {
  return JSON.parse((await canvas(page).getAttribute('data-drawn-corners')) ?? 'null') as WallCorners;
}

/** Handle centres and drawn corners, both in CSS pixels of the page. */
async function cornersOnScreen(page: Page, room: RoomPhoto) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('no canvas');
  const handles = await Promise.all(
    (await page.getByTestId('wall-handle').all()).map(async (h) => {
      const b = await h.boundingBox();
      if (!b) throw new Error('no handle');
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    }),
  );
  const drawn = (await drawnCorners(page)).map((c) => ({
    x: box.x + (c.x / room.width) * box.width,
    y: box.y + (c.y / room.height) * box.height,
  }));
  return { handles, drawn, box };
}

/** The canvas's pixels and the room photo's and furniture layer's, at the canvas's own resolution. */
async function pixelsAt(page: Page, room: RoomPhoto, points: Point[]) {
  return page.evaluate(
    async ({ room, points }) => {
      const read = async (src: string | HTMLCanvasElement) => {
        const c = document.createElement('canvas');
        c.width = room.width;
        c.height = room.height;
        const ctx = c.getContext('2d', { willReadFrequently: true })!;
        if (typeof src === 'string') {
          const img = new Image();
          img.src = src;
          await img.decode();
          ctx.drawImage(img, 0, 0);
        } else ctx.drawImage(src, 0, 0);
        return points.map((p) => [...ctx.getImageData(Math.round(p.x), Math.round(p.y), 1, 1).data]);
      };
      const rendered = document.querySelector<HTMLCanvasElement>('[data-testid=wall-canvas]')!;
      return { render: await read(rendered), photo: await read(room.image), front: await read(room.front) };
    },
    { room, points },
  );
}

/** Luminance along the middle of the marked wall, sampled evenly in wall coordinates. */
async function midLine(page: Page, corners: WallCorners, samples: number) {
  const toPhoto = squareToQuad(corners);
  const points = Array.from({ length: samples }, (_, i) =>
    apply(toPhoto, { x: (i + 0.5) / samples, y: 0.5 }),
  );
  return page.evaluate((points) => {
    const rendered = document.querySelector<HTMLCanvasElement>('[data-testid=wall-canvas]')!;
    const c = document.createElement('canvas');
    c.width = rendered.width;
    c.height = rendered.height;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(rendered, 0, 0);
    const all = ctx.getImageData(0, 0, c.width, c.height).data;
    return points.map((p) => {
      const i = (Math.round(p.y) * c.width + Math.round(p.x)) * 4;
      return 0.2126 * all[i]! + 0.7152 * all[i + 1]! + 0.0722 * all[i + 2]!;
    });
  }, points);
}

/** Repeats across the wall as the render shows them: the period of the strongest self-similarity. */
function measuredRepeats(signal: number[]): number {
  const n = signal.length;
  const mean = signal.reduce((a, b) => a + b, 0) / n;
  const s = signal.map((v) => v - mean);
  const corr = (lag: number) => {
    let num = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i + lag < n; i++) {
      num += s[i]! * s[i + lag]!;
      a += s[i]! * s[i]!;
      b += s[i + lag]! * s[i + lag]!;
    }
    return num / Math.sqrt(a * b || 1);
  };
  // Lags up to a third of the line, so the period is seen at least three times over.
  const lags = Array.from({ length: Math.floor(n / 3) - 4 }, (_, i) => i + 4).map((lag) => ({
    lag,
    r: corr(lag),
  }));
  // Past the first dip below zero the line no longer matches itself merely for being smooth.
  const after = lags.slice(
    Math.max(
      0,
      lags.findIndex((l) => l.r < 0),
    ),
  );
  const best = Math.max(...after.map((l) => l.r));
  // The first peak nearly as alike as the best is the period; later peaks are its multiples.
  const period = after.find(
    (l, i) => l.r >= best * 0.9 && l.r >= (after[i - 1]?.r ?? -1) && l.r >= (after[i + 1]?.r ?? -1),
  );
  return n / (period?.lag ?? n);
}

async function setViewerSize(page: Page, width: number, height: number) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Width (inches)').fill(String(width));
  await dialog.getByLabel('Height (inches)').fill(String(height));
}

test.describe('wall preview', () => {
  test('marks a wall on a room photo, tiles the design at its true scale, saves a JPEG and adds the wall to the cart', async ({
    signedInPage,
  }) => {
    const product = await darkDesign();
    const tile = await callApi<WallTile>(`/products/${product.id}/wall-tile`);
    const rooms = await callApi<RoomPhoto[]>('/rooms');
    expect(rooms.length).toBeGreaterThanOrEqual(4);
    const room = rooms.find((r) => r.id === 'study')!;
    const { token } = await newCustomer('Wall Shopper', { label: 'wall' });
    const page = await signedInPage(token, { width: 1440, height: 900 });

    // The viewer starts from the product page's wall size.
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByLabel('Height (inches)').fill('96');
    await page.getByLabel('Width (inches)').fill('120');
    await page.getByRole('button', { name: 'See it on your wall' }).click();
    const dialog = page.getByRole('dialog', { name: 'See it on your wall' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Width (inches)')).toHaveValue('120');
    await expect(dialog.getByLabel('Height (inches)')).toHaveValue('96');

    await dialog.getByRole('button', { name: 'Study' }).click();
    await page.waitForFunction((expected) => {
      const raw = document.querySelector<HTMLElement>('[data-testid=wall-canvas]')?.dataset.drawnCorners;
      const drawn = raw ? (JSON.parse(raw) as { x: number; y: number }[] | null) : null;
      return drawn?.every((c, i) => Math.hypot(c.x - expected[i]!.x, c.y - expected[i]!.y) < 0.5) ?? false;
    }, room.corners);

    // Drag the top-left handle onto the wall, then nudge the bottom-right one with the keyboard.
    const handles = page.getByTestId('wall-handle');
    const tl = (await handles.nth(0).boundingBox())!;
    let frames = await drawCount(page);
    await page.mouse.move(tl.x + tl.width / 2, tl.y + tl.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++)
      await page.mouse.move(tl.x + tl.width / 2 + 8 * i, tl.y + tl.height / 2 + 5 * i);
    await page.mouse.up();
    frames = await drawnAfter(page, frames);
    const br = handles.nth(2);
    await expect(br).toHaveAttribute('aria-label', 'Bottom-right corner of the wall');
    await br.focus();
    const before = (await br.boundingBox())!;
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    await drawnAfter(page, frames);
    const after = (await br.boundingBox())!;
    expect(after.x - before.x).toBeCloseTo(-5, 0);
    expect(after.y - before.y).toBeCloseTo(-20, 0);

    // Where the renderer put the corners (read back from its matrix) is where the handles are.
    const { handles: centres, drawn } = await cornersOnScreen(page, room);
    expect(centres[0]!.x - (tl.x + tl.width / 2)).toBeCloseTo(80, 0);
    drawn.forEach((d, i) => {
      expect(Math.abs(d.x - centres[i]!.x), `corner ${i} x`).toBeLessThanOrEqual(2);
      expect(Math.abs(d.y - centres[i]!.y), `corner ${i} y`).toBeLessThanOrEqual(2);
    });
    // And the pixels agree: just inside each corner is paper, just outside is the photo untouched.
    const corners = await drawnCorners(page);
    const centre = {
      x: corners.reduce((a, c) => a + c.x, 0) / 4,
      y: corners.reduce((a, c) => a + c.y, 0) / 4,
    };
    const toward = (c: Point, d: number) => {
      const len = Math.hypot(centre.x - c.x, centre.y - c.y);
      return { x: c.x + ((centre.x - c.x) / len) * d, y: c.y + ((centre.y - c.y) / len) * d };
    };
    const inside = corners.map((c) => toward(c, 6));
    const outside = corners.map((c) => toward(c, -6));
    const px = await pixelsAt(page, room, [...inside, ...outside]);
    const diff = (a: number[], b: number[]) => Math.max(...[0, 1, 2].map((k) => Math.abs(a[k]! - b[k]!)));
    px.front.forEach((f, i) => expect(f[3], `furniture over sample ${i}`).toBe(0));
    inside.forEach((_, i) =>
      expect(diff(px.render[i]!, px.photo[i]!), `inside corner ${i}`).toBeGreaterThan(40),
    );
    outside.forEach((_, i) =>
      expect(diff(px.render[i + 4]!, px.photo[i + 4]!), `outside corner ${i}`).toBeLessThanOrEqual(3),
    );

    // True scale: the repeats across the wall follow width / repeat, and the render shows that many.
    const repeatsAttr = async () => Number(await canvas(page).getAttribute('data-repeats-x'));
    expect(await repeatsAttr()).toBeCloseTo((120 * 2.54) / tile.repeatCm, 2);
    const wide = measuredRepeats(await midLine(page, corners, 2400));
    expect(Math.abs(wide / (await repeatsAttr()) - 1)).toBeLessThan(0.08);
    frames = await drawCount(page);
    await setViewerSize(page, 60, 96);
    await drawnAfter(page, frames);
    expect(await repeatsAttr()).toBeCloseTo((60 * 2.54) / tile.repeatCm, 2);
    const narrow = measuredRepeats(await midLine(page, corners, 2400));
    console.log(
      `repeats across: ${wide.toFixed(2)} at 120 in, ${narrow.toFixed(2)} at 60 in (repeat ${tile.repeatCm} cm)`,
    );
    expect(Math.abs(wide / narrow - 2)).toBeLessThan(0.15);
    await setViewerSize(page, 120, 96);

    // Save image: a JPEG download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Save image' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.jpg$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const jpeg = Buffer.concat(chunks);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.length).toBeGreaterThan(20_000);

    // The price for the marked wall is priceLine's, and Add to Cart puts exactly that wall in the cart.
    const material = await dialog.getByLabel('Material').inputValue();
    const expected = priceLine({
      product: pricingOf(product),
      material,
      installation: true,
      dimensions: { width: 120, height: 96 },
      quantity: 1,
    }).amountPaise;
    await expect(dialog.getByTestId('wall-price')).toHaveText(formatPaise(expected));
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await dialog.getByRole('button', { name: 'Added to Cart' }).waitFor();
    const cart = await callApi<Cart>('/cart', { token });
    const line = cart.items.find((l) => l.product.id === product.id);
    expect(line).toMatchObject({
      customDimensions: { width: 120, height: 96 },
      selectedMaterial: material,
      selectedColor: product.colors[0],
      installation: true,
      amount: toRupees(expected),
    });

    // Keep it in the account: stored like an upload and listed.
    await dialog.getByRole('button', { name: 'Keep in my account' }).click();
    await expect
      .poll(async () => (await callApi<WallPreview[]>('/account/wall-previews', { token })).length)
      .toBe(1);
    const [kept] = await callApi<WallPreview[]>('/account/wall-previews', { token });
    expect(kept).toMatchObject({ productId: product.id, productName: product.name });
    const image = await fetch(`${baseURL}${kept!.image}`);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // 'Use this wall size' carries the size back to the product page.
    await setViewerSize(page, 132, 100);
    await dialog.getByRole('button', { name: 'Use this wall size' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Width (inches)')).toHaveValue('132');
    await expect(page.getByLabel('Height (inches)')).toHaveValue('100');
  });

  test('fits a phone screen, switches design without leaving, and passes axe', async ({ newPage, axe }) => {
    const product = await darkDesign();
    const page = await newPage({ width: 390, height: 844 });
    await openViewer(page, product);
    const dialog = page.getByRole('dialog', { name: 'See it on your wall' });
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-testid=wall-canvas]')?.dataset.drawnCorners,
    );
    for (const handle of await page.getByTestId('wall-handle').all()) {
      const b = (await handle.boundingBox())!;
      expect(b.x + b.width / 2).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width / 2).toBeLessThanOrEqual(390);
    }
    const price = await dialog.getByTestId('wall-price').textContent();
    const designs = dialog.getByLabel('Design', { exact: true });
    const options = await designs.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    const frames = await drawCount(page);
    await designs.selectOption({ label: options[1]! });
    await drawnAfter(page, frames);
    await expect.poll(() => dialog.getByTestId('wall-price').textContent()).toBeTruthy();
    expect(price).toMatch(/^₹/);
    await axe.expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  });

  test('opens at the shown room’s own wall when the page still has its default size, and follows the room', async ({
    newPage,
  }) => {
    const product = await darkDesign();
    const tile = await callApi<WallTile>(`/products/${product.id}/wall-tile`);
    const rooms = await callApi<RoomPhoto[]>('/rooms');
    const [first] = rooms;
    const study = rooms.find((r) => r.id === 'study')!;
    const page = await newPage({ width: 1440, height: 900 });
    await openViewer(page, product);
    const dialog = page.getByRole('dialog', { name: 'See it on your wall' });
    const size = async () => [
      await dialog.getByLabel('Width (inches)').inputValue(),
      await dialog.getByLabel('Height (inches)').inputValue(),
    ];
    // Not the page's 53 × 10 in: the room's wall, so motifs are drawn at their size and the price is a wall's.
    expect(await size()).toEqual([String(first!.wallIn.width), String(first!.wallIn.height)]);
    const priced = (room: RoomPhoto) =>
      formatPaise(
        priceLine({
          product: pricingOf(product),
          installation: true,
          dimensions: room.wallIn,
          quantity: 1,
        }).amountPaise,
      );
    await expect(dialog.getByTestId('wall-price')).toHaveText(priced(first!));
    const repeats = (room: RoomPhoto) => ((room.wallIn.width * 2.54) / tile.repeatCm).toFixed(3);
    await expect(canvas(page)).toHaveAttribute('data-repeats-x', repeats(first!));

    await dialog.getByRole('button', { name: 'Study' }).click();
    await expect.poll(size).toEqual([String(study.wallIn.width), String(study.wallIn.height)]);
    await expect(dialog.getByTestId('wall-price')).toHaveText(priced(study));
    await expect(canvas(page)).toHaveAttribute('data-repeats-x', repeats(study));

    // A size the shopper types stays when the room changes.
    await setViewerSize(page, 100, 90);
    await dialog.getByRole('button', { name: first!.name }).click();
    await expect.poll(size).toEqual(['100', '90']);
  });
});
