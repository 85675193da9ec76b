import {
  INVALID_INSPIRATION_IMAGE,
  SAMPLE_INSPIRATION_IMAGES,
  type CustomDesignRequest,
  type CustomDesignSubmitted,
} from '../../../domain/custom-design';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { customDesignRequests } from '../../db/schema';
import { Invalid } from '../../errors';
import type { MediaStore } from '../../media/store';
import { sendMail, type MailLogger } from '../mail/service';
import { uploadedImageExists } from '../uploads/service';
import { confirmationMail, notificationMail } from './templates';

export const REQUEST_SUBMITTED = 'Request Submitted!';

export async function createCustomDesignRequest(
  db: Db,
  config: Config,
  media: MediaStore,
  input: CustomDesignRequest,
  {
    userId,
    confirm,
  }: {
    userId: string | null;
    /** false once the request's address has had its share of confirmations (limitPerRecipient) */
    confirm: boolean;
  },
  log?: MailLogger,
): Promise<CustomDesignSubmitted> {
  const images = [...new Set(input.inspirationImages)];
  for (const url of images) {
    // The schema let through only sample and upload-shaped URLs; an upload must also really exist.
    if (!SAMPLE_INSPIRATION_IMAGES.includes(url) && !(await uploadedImageExists(media, url)))
      throw new Invalid(INVALID_INSPIRATION_IMAGE);
  }
  const request = { ...input, inspirationImages: images };

  const [row] = await db
    .insert(customDesignRequests)
    .values({
      userId,
      name: request.name,
      email: request.email,
      phone: request.phone,
      roomType: request.roomType,
      widthFt: request.dimensions.width,
      heightFt: request.dimensions.height,
      style: request.style,
      budget: request.budget,
      description: request.description,
      inspirationImages: request.inspirationImages,
    })
    .returning({ id: customDesignRequests.id, createdAt: customDesignRequests.createdAt });
  if (!row) throw new Error('insert returned no row');

  // Mail is recorded in the outbox even when SMTP fails, and never fails the request (mail/service.ts).
  await Promise.all([
    confirm &&
      sendMail(
        db,
        config,
        { to: request.email, kind: 'custom-design-confirmation', ...confirmationMail(config, request) },
        log,
      ),
    sendMail(
      db,
      config,
      {
        to: config.supportEmail,
        kind: 'custom-design-notification',
        ...notificationMail(config, request, { ...row, registered: userId !== null }),
      },
      log,
    ),
  ]);
  return { id: row.id, message: REQUEST_SUBMITTED };
}
