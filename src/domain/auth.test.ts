import { describe, expect, it } from 'vitest';
import { RegisterFormSchema, ResetPasswordFormSchema } from './auth';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('password confirmation', () => {
  const register = { name: 'Meera', email: 'meera@example.com', terms: true as const };

  it('says the passwords differ even while the password is too short', () => {
    expect(
      messagesOf(RegisterFormSchema.safeParse({ ...register, password: '123', confirmPassword: '124' })),
    ).toEqual(['password: Password must be at least 6 characters', 'confirmPassword: Passwords must match']);
    expect(messagesOf(ResetPasswordFormSchema.safeParse({ password: '123', confirmPassword: '12' }))).toEqual(
      ['password: Password must be at least 6 characters', 'confirmPassword: Passwords must match'],
    );
  });

  it('says so when another field is wrong too, and not when they match or the confirmation is empty', () => {
    expect(
      messagesOf(
        RegisterFormSchema.safeParse({ ...register, name: '', password: 'secret1', confirmPassword: 'x' }),
      ),
    ).toEqual(['name: Name is required', 'confirmPassword: Passwords must match']);
    expect(
      messagesOf(RegisterFormSchema.safeParse({ ...register, password: '123', confirmPassword: '123' })),
    ).toEqual(['password: Password must be at least 6 characters']);
    expect(messagesOf(ResetPasswordFormSchema.safeParse({ password: '123', confirmPassword: '' }))).toEqual([
      'password: Password must be at least 6 characters',
      'confirmPassword: Please confirm your password',
    ]);
    expect(
      RegisterFormSchema.safeParse({ ...register, password: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true);
  });
});
