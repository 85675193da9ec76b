import sharp from 'sharp';

/** What a browser's file upload sends: tests post images and videos through the app's multipart routes. */

export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a46a' } })
    .png()
    .toBuffer();

/** One file in a multipart form, as `payload` and `headers` for `app.inject`; `headers` are sent too. */
export function multipart(
  filename: string,
  contentType: string,
  data: Buffer,
  headers: Record<string, string> = {},
  field = 'file',
) {
  const boundary = '----wallcraft-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest headers that identify each video container; the server stores videos as they are. */
export const MP4_HEADER = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.alloc(64),
]);
export const WEBM_HEADER = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]);
