import { z } from 'zod';

/** The answer of a route that replies 204 with no body. */
export const NoContentSchema = z.undefined().describe('No content');

/**
 * The answer of a route that sends a file rather than JSON (a PDF, a CSV): declared by its content type, so
 * the API document says what comes back; the file's bytes are sent as they are, never through a serializer.
 */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
