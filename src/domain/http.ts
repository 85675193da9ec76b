import { z } from 'zod';

/** The answer of a route that replies 204 with no body. */
export const NoContentSchema = z.undefined().describe('No content');

/** A file's bytes, in a multipart form or as an answer. */
const BinarySchema = z.string().meta({ format: 'binary' });

/** The form of an upload of one file, in the part named `file` (read by @fastify/multipart, not by zod). */
export const UploadFormSchema = z.object({ file: BinarySchema });

/** The only shape an uploaded image's URL can take; forms that name uploads check their URLs against it. */
export const UPLOADED_IMAGE_URL =
  /^\/images\/uploads-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

/** What the shoppers' image uploads take: the browser checks a file before sending it, the server again. */
export const IMAGE_RULE = 'Images must be JPEG, PNG or WebP up to 5 MB';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The answer to an upload: where the stored image is served. */
export const UploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/**
 * The answer of a route that sends a file rather than JSON (a PDF, a CSV): declared by its content type, so
 * the API document says what comes back; the file's bytes are sent as they are, never through a serializer.
 */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: BinarySchema } },
});

/** A spreadsheet download (text/csv, UTF-8 with a byte-order mark); streamed, so never reshaped by a serializer. */
export const CsvFileSchema = z.unknown().describe('CSV file');
/** A document download (application/pdf). */
export const PdfFileSchema = z.unknown().describe('PDF file');
