import { z } from 'zod';
import { BUDGET_RANGES, DESIGN_STYLES, ROOM_TYPES } from './constants';

const positive = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .positive(`${label} must be positive`)
    .max(1000, `${label} must be at most 1000 feet`);

export const CustomDesignContactSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Invalid email')),
  phone: z.string({ error: 'Phone number is required' }).trim().min(1, 'Phone number is required').max(30),
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
  description: z
    .string({ error: 'Project description is required' })
    .trim()
    .min(1, 'Project description is required')
    .max(5000, 'Project description is too long'),
  inspirationImages: z.array(z.string().max(500)).max(10, 'At most 10 inspiration images').default([]),
});

export const CustomDesignRequestSchema = CustomDesignContactSchema.extend(CustomDesignProjectSchema.shape)
  .extend(CustomDesignStyleSchema.shape)
  .extend(CustomDesignDetailsSchema.shape);
export type CustomDesignRequestInput = z.input<typeof CustomDesignRequestSchema>;
export type CustomDesignRequest = z.infer<typeof CustomDesignRequestSchema>;
