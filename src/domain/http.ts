import { z } from 'zod';

// Responses that are not JSON objects, declared so the API document lists them too. Fastify sends strings with a
// content type of their own, buffers and streams as they are, and drops the body of a 204, so these schemas never
// reshape them; a file may be streamed, hence unknown rather than string.

/** 204: nothing in the body. */
export const NoContentSchema = z.null().describe('No content');
/** A spreadsheet download (text/csv, UTF-8 with a byte-order mark). */
export const CsvFileSchema = z.unknown().describe('CSV file');
/** A document download (application/pdf). */
export const PdfFileSchema = z.unknown().describe('PDF file');
