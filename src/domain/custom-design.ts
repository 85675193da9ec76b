import { z } from 'zod';
import { BUDGET_RANGES, DESIGN_STYLES, ROOM_TYPES } from './constants';
import { UPLOADED_IMAGE_URL } from './http';
import { EmailSchema, line, requiredLine, requiredText } from './text';

const positive = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .positive(`${label} must be positive`)
    .max(1000, `${label} must be at most 1000 feet`);

export const CustomDesignContactSchema = z.object({
  name: requiredLine('Name', 100),
  email: EmailSchema,
  phone: requiredLine('Phone number', 30),
});

export const CustomDesignProjectSchema = z.object({
  roomType: z.enum(ROOM_TYPES, { error: 'Room type is required' }),
  dimensions: z.object({ width: positive('Width'), height: positive('Height') }),
});

export const CustomDesignStyleSchema = z.object({
  style: z.enum(DESIGN_STYLES, { error: 'Style preference is required' }),
  budget: z.enum(BUDGET_RANGES, { error: 'Budget range is required' }),
});

export const CustomDesignDetailsSchema = z.object({
  description: requiredText('Project description', 5000, { tooLong: 'Project description is too long' }),
  inspirationImages: z
    .array(line('Inspiration image', 500), { error: 'Inspiration images must be a list' })
    .max(10, 'At most 10 inspiration images')
    .default([]),
});

export const CustomDesignRequestSchema = CustomDesignContactSchema.extend(CustomDesignProjectSchema.shape)
  .extend(CustomDesignStyleSchema.shape)
  .extend(CustomDesignDetailsSchema.shape);
export type CustomDesignRequestInput = z.input<typeof CustomDesignRequestSchema>;
export type CustomDesignRequest = z.infer<typeof CustomDesignRequestSchema>;

export const INVALID_INSPIRATION_IMAGE = 'Invalid inspiration image';

/** The five sample images the form offers (rendered at seed time). */
export const SAMPLE_INSPIRATION_IMAGES = [1, 2, 3, 4, 5].map((n) => `/images/inspiration-${n}.webp`);

const InspirationImageSchema = z
  .string({ error: INVALID_INSPIRATION_IMAGE })
  .max(500, INVALID_INSPIRATION_IMAGE)
  .refine(
    (url) => SAMPLE_INSPIRATION_IMAGES.includes(url) || UPLOADED_IMAGE_URL.test(url),
    INVALID_INSPIRATION_IMAGE,
  );

/** The request as the server takes it: image URLs narrowed to the samples and this store's own uploads. */
export const CustomDesignRequestBodySchema = CustomDesignRequestSchema.extend({
  inspirationImages: z.array(InspirationImageSchema).max(10, 'At most 10 inspiration images').default([]),
});

export const CustomDesignSubmittedSchema = z.object({ id: z.string(), message: z.string() });
export type CustomDesignSubmitted = z.infer<typeof CustomDesignSubmittedSchema>;
