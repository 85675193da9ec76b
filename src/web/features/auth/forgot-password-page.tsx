import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { postForgotPassword } from './api/request-password-reset';
import { useAuth } from '../../stores/auth/auth-context';
import { EmailField, fieldsOf } from '../../components/ui/form-field';
import { PasswordForm, useOutcome } from './components/password-form';
import { FORGOT_SUCCESS } from './messages';

export function ForgotPasswordPage() {
  useTablePageMeta('forgotPassword');
  const { user } = useAuth();
  const { outcome, attempt } = useOutcome();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    // Signed-in shoppers arrive from the account menu; their address is the one that matters.
    values: { email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const field = fieldsOf(form);

  return (
    <PasswordForm
      page="forgotPassword"
      intro="Enter the email address on your account and we will send you a link to choose a new password."
      outcome={outcome}
      onSubmit={form.handleSubmit((values) => attempt(FORGOT_SUCCESS, () => postForgotPassword(values)))}
    >
      <EmailField placeholder="you@example.com" {...field('email')} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </PasswordForm>
  );
}
