import { z } from 'zod';
import { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from './constants';
import { email, line } from './text';

const required = (message: string) =>
  line(message, 200, { type: message, tooLong: message, control: message }).min(1, message);

export const ShippingFormSchema = z.object({
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  email: email(),
  phone: required('Phone number is required'),
  address: required('Address is required'),
  city: required('City is required'),
  state: required('State is required'),
  zipCode: required('ZIP code is required'),
});
export type ShippingFormValues = z.infer<typeof ShippingFormSchema>;

/** What is sent with an order: first and last names joined (spec §3). */
export const ShippingInfoSchema = z.object({
  name: required('Name is required'),
  address: required('Address is required'),
  city: required('City is required'),
  state: required('State is required'),
  zip: required('ZIP code is required'),
  phone: required('Phone number is required'),
  email: email(),
});
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;

export const toShippingInfo = (form: ShippingFormValues): ShippingInfo => ({
  name: `${form.firstName} ${form.lastName}`,
  address: form.address,
  city: form.city,
  state: form.state,
  zip: form.zipCode,
  phone: form.phone,
  email: form.email,
});

/** A 6-digit Indian PIN code; the first digit is never 0. */
export const PinCodeSchema = z
  .string()
  .trim()
  .max(6, PIN_CODE_MESSAGE)
  .regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE);

// ---- Payment (spec §7, decisions.md §11) ----

export const CHECKOUT_MESSAGES = {
  paymentFailed: 'Payment failed. Please try again.',
  cartEmpty: 'Your cart is empty',
  orderComplete: 'Order Complete!',
} as const;

const paise = z
  .number({ error: 'amount must be a whole number of paise' })
  .int('amount must be a whole number of paise')
  .positive('amount must be a whole number of paise');

/**
 * `amount` is what the browser believes it will pay (total × 100, spec §7); the server charges its own figure and
 * refuses when they differ. `shippingInfo` is ours, not the spec's: a webhook that arrives without the browser
 * still knows where to deliver.
 */
export const CreatePaymentOrderSchema = z.object({
  amount: paise.optional(),
  currency: z.literal('INR', { error: "currency must be 'INR'" }).default('INR'),
  shippingInfo: ShippingInfoSchema.optional(),
});
export type CreatePaymentOrder = z.infer<typeof CreatePaymentOrderSchema>;
export type CreatePaymentOrderInput = z.input<typeof CreatePaymentOrderSchema>;

/** Spec §3 'Payment order response', plus the key the provider's checkout needs. `amount` is in paise. */
export const PaymentOrderSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('INR'),
  orderId: z.string(),
  keyId: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

/** What Razorpay's checkout hands its success handler; the sandbox answers the same. */
export const PaymentResultSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

const providerId = (name: string) =>
  line(name, 100, { type: `${name} is required`, tooLong: `${name} is too long` }).min(
    1,
    `${name} is required`,
  );

export const PlaceOrderSchema = z.object({
  shippingInfo: ShippingInfoSchema,
  paymentId: providerId('paymentId'),
  orderId: providerId('orderId'),
  signature: providerId('signature'),
});
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

// ---- The offline sandbox checkout ----

export type SandboxOutcome = 'success' | 'declined';

/** The numbers Razorpay documents for test mode, so a shopper who knows one knows the other. */
export const SANDBOX_CARDS = [
  { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'success' },
  { number: '5267 3181 8797 5449', brand: 'MasterCard', outcome: 'success' },
  { number: '4000 0000 0000 0002', brand: 'Visa', outcome: 'declined' },
] as const satisfies readonly { number: string; brand: string; outcome: SandboxOutcome }[];

export const SANDBOX_UPI_IDS = [
  { vpa: 'success@razorpay', outcome: 'success' },
  { vpa: 'failure@razorpay', outcome: 'declined' },
] as const satisfies readonly { vpa: string; outcome: SandboxOutcome }[];

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** MM/YY, still valid this month (cards expire at the end of their month). */
function notExpired(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const SandboxCardSchema = z.object(
  {
    number: z
      .string({ error: 'Card number is required' })
      .trim()
      .min(1, 'Card number is required')
      .max(40, 'Enter a valid card number')
      .transform(cardDigits)
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number')),
    expiry: z
      .string({ error: 'Expiry date is required' })
      .trim()
      .min(1, 'Expiry date is required')
      .max(10, 'Enter the expiry as MM/YY')
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM/YY')
      .refine((v) => notExpired(v), 'This card has expired'),
    cvc: z
      .string({ error: 'CVV is required' })
      .trim()
      .min(1, 'CVV is required')
      .max(4, 'Enter the 3 or 4 digit CVV')
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVV'),
    name: line('Name on card', 100, {
      type: 'Name on card is required',
      tooLong: 'Name on card is too long',
    }).min(1, 'Name on card is required'),
  },
  { error: 'Card details are required' },
);
export type SandboxCardInput = z.input<typeof SandboxCardSchema>;

export const SandboxUpiSchema = z.object(
  {
    vpa: z
      .string({ error: 'UPI ID is required' })
      .trim()
      .min(1, 'UPI ID is required')
      .max(100, 'Enter a valid UPI ID')
      .regex(/^[\w.-]{2,}@[a-z][a-z0-9]+$/i, 'Enter a valid UPI ID'),
  },
  { error: 'UPI ID is required' },
);
export type SandboxUpiInput = z.input<typeof SandboxUpiSchema>;

const sandboxCommon = {
  orderId: providerId('orderId'),
  /** 'failure' is the dialog's 'Simulate failure': any method, declined */
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }).optional(),
};

export const SandboxAuthorizeSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('card'), card: SandboxCardSchema, ...sandboxCommon }),
    z.object({ method: z.literal('upi'), upi: SandboxUpiSchema, ...sandboxCommon }),
  ],
  { error: "method must be 'card' or 'upi'" },
);
export type SandboxAuthorize = z.infer<typeof SandboxAuthorizeSchema>;
export type SandboxAuthorizeInput = z.input<typeof SandboxAuthorizeSchema>;
