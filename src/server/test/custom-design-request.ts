import type { CustomDesignRequestInput } from '../../domain/custom-design';

/** A custom design request the form would send, every field filled in and valid. */
export const CUSTOM_DESIGN_REQUEST = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 98450 12345',
  roomType: 'Living Room',
  dimensions: { width: 12, height: 9.5 },
  style: 'Botanical & Nature',
  budget: '$1,000 - $2,500',
  description: 'A jungle mural behind the sofa, with gold foil accents on the leaves.',
  inspirationImages: ['/images/inspiration-2.webp'],
} satisfies CustomDesignRequestInput;
