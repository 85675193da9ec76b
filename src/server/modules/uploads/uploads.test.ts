import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/helpers';
import { multipart } from '../../test/uploads';

let t: TestContext;
const RULE = 'Images must be JPEG, PNG or WebP up to 5 MB';

/** A PNG called wall.png in the form's `file` field, unless a test says otherwise. */
const form = (data: Buffer, { filename = 'wall.png', contentType = 'image/png', field = 'file' } = {}) =>
  multipart(filename, contentType, data, {}, field);

let address = 0;
const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/inspiration',
    ...body,
    remoteAddress: `10.1.0.${++address}`,
  });

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#9a7440' } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/uploads/inspiration', () => {
  it('accepts a real PNG, re-encodes it to WebP under DATA_DIR/images and serves it from /images/', async () => {
    const res = await upload(form(await image(120, 80).png().toBuffer()));
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/images\/uploads-[0-9a-f-]{36}\.webp$/);
    const file = path.join(t.config.dataDir, 'images', path.basename(url));
    expect((await sharp(file).metadata()).format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it.each([
    ['JPEG', () => image(40, 40).jpeg().toBuffer()],
    ['WebP', () => image(40, 40).webp().toBuffer()],
  ])('accepts %s', async (_format, make) => {
    const res = await upload(
      form(await make(), { filename: 'photo.bin', contentType: 'application/octet-stream' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('judges by content: a text file named x.png with an image type is refused', async () => {
    const before = fs.readdirSync(path.join(t.config.dataDir, 'images')).length;
    const res = await upload(form(Buffer.from('not an image at all'), { filename: 'x.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RULE });
    expect(fs.readdirSync(path.join(t.config.dataDir, 'images'))).toHaveLength(before);
  });

  it.each([
    ['GIF', () => image(20, 20).gif().toBuffer()],
    ['SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('refuses a %s even when it claims to be a PNG', async (_format, make) => {
    const res = await upload(form(await make()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RULE });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload(form(Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: RULE });
  });

  it('shrinks a large image to at most 1600 px on its longer side', async () => {
    const res = await upload(form(await image(2400, 1200).jpeg().toBuffer(), { contentType: 'image/jpeg' }));
    expect(res.statusCode).toBe(201);
    const file = path.join(t.config.dataDir, 'images', path.basename((res.json() as { url: string }).url));
    expect(await sharp(file).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('refuses a request without a file, or with the file under another field name', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/inspiration',
      payload: { url: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Please choose an image to upload' });
    const other = await upload(form(await image(20, 20).png().toBuffer(), { field: 'image' }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: 'Please choose an image to upload' });
  });

  it('answers 400, not 500, for a multipart body cut short', async () => {
    const { payload, headers } = form(await image(20, 20).png().toBuffer());
    const res = await upload({ payload: payload.subarray(0, 120), headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The upload did not complete. Please try again.' });
  });
});
