import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, USER_ROLES } from './constants';
import { recordIds } from './record';
import { EmailSchema, emailWorded, line, requiredLine } from './text';

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  role: z.literal('admin').optional(),
  /** a browser's session cookie outlives the browser (the default) or ends with it */
  remember: z.boolean({ error: 'remember must be true or false' }).optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginFormSchema = LoginSchema.omit({ role: true }).extend({ remember: z.boolean() });
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

export const NameSchema = requiredLine('Name', 100);

export const RegisterSchema = z.object({ name: NameSchema, email: EmailSchema, password: PasswordSchema });
export type RegisterInput = z.infer<typeof RegisterSchema>;

interface PasswordPair {
  password: unknown;
  confirmPassword: unknown;
}
const typedBoth = (value: unknown): value is PasswordPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<PasswordPair>).password === 'string' &&
  typeof (value as Partial<PasswordPair>).confirmPassword === 'string';
/**
 * 'Passwords must match' whenever both are typed and differ. Zod skips an object's refinement while any field
 * fails, so without `when` a mismatch went unsaid until the password was long enough (issue 26).
 */
const passwordsMatch = (v: PasswordPair) => v.password === v.confirmPassword;
const MISMATCH = {
  message: 'Passwords must match',
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => typedBoth(value) && value.confirmPassword !== '',
};

export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
  terms: z.literal(true, { error: 'You must accept the terms and privacy policy' }),
}).refine(passwordsMatch, MISMATCH);
export type RegisterFormValues = z.input<typeof RegisterFormSchema>;

export const ForgotPasswordSchema = z.object({
  email: emailWorded('Please enter a valid email'),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

const RESET_TOKEN_INVALID = 'Invalid reset token. Please request a new password reset.';
export const ResetPasswordSchema = z.object({
  token: line('token', 200, {
    type: RESET_TOKEN_INVALID,
    tooLong: RESET_TOKEN_INVALID,
    control: RESET_TOKEN_INVALID,
  }).min(1, RESET_TOKEN_INVALID),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const ResetPasswordFormSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine(passwordsMatch, MISMATCH);
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;

export const UserSchema = z.object({
  ...recordIds,
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  featured: z.boolean(),
  /** a guest checkout session (decision 019): it can buy and see what it bought, nothing else */
  guest: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
/** An account as another record names it: who made a change, whose order it is. */
export const UserRefSchema = UserSchema.pick({ id: true, name: true, email: true });

/** POST /api/checkout/guest: a guest gives only the e-mail its order confirmation goes to. */
export const GuestCheckoutSchema = z.object({ email: EmailSchema });
export type GuestCheckoutInput = z.infer<typeof GuestCheckoutSchema>;

/** What a browser is answered on sign-in: its session went into a cookie (decision 039), never into the body. */
export const SessionResponseSchema = z.object({ user: UserSchema, message: z.string() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
/** What an API client is answered: the session as a bearer token. */
export const AuthResponseSchema = SessionResponseSchema.extend({ token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const CsrfTokenSchema = z.object({ csrfToken: z.string() });

export const MessageSchema = z.object({ message: z.string() });
/** The role tells the page where its owner signs in next: staff at /admin/login, customers at /login. */
export const ResetPasswordResultSchema = MessageSchema.extend({ role: z.enum(USER_ROLES) });
export type ResetPasswordResult = z.infer<typeof ResetPasswordResultSchema>;
