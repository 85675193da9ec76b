import type { FastifyRequest } from 'fastify';
import { AppError, Invalid, TooLarge } from '../errors';

export const UPLOAD_INCOMPLETE = 'The upload did not complete. Please try again.';

export interface UploadedFile {
  data: Buffer;
  /** as the browser named it; never trusted for anything but display */
  fileName: string | null;
}

/**
 * The one file of an upload form, from the field `file`, for every upload route alike: no file (or another
 * field) is 400 `noFile`, a file over the plugin's `fileSize` limit is 413 `tooLarge`, and anything busboy
 * refuses (a body cut short, a broken boundary, too many parts) is 400, never a server fault.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: { noFile: string; tooLarge: string },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new Invalid(messages.noFile);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new Invalid(messages.noFile);
    return { data: await part.toBuffer(), fileName: part.filename || null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new TooLarge(messages.tooLarge);
    }
    throw new Invalid(UPLOAD_INCOMPLETE);
  }
}
