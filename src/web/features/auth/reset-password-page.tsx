import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '../../../domain/auth';
import { isStaffRole, TIMINGS_MS } from '../../../domain/constants';
import { Button, ButtonLink } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { postResetPassword } from './api/reset-password';
import { useAuth } from '../../stores/auth/auth-context';
import { PasswordField, fieldsOf } from '../../components/ui/form-field';
import { AuthLayout, BackToLogin } from './components/auth-layout';
import { PasswordForm, useOutcome } from './components/password-form';
import { MISSING_TOKEN, RESET_SUCCESS } from './messages';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useTablePageMeta('resetPassword', token ? undefined : 'Invalid Reset Link');
  return token ? <ResetForm token={token} /> : <InvalidLink />;
}

function InvalidLink() {
  return (
    <AuthLayout title="Invalid Reset Link" intro={MISSING_TOKEN} footer={<BackToLogin />}>
      <ButtonLink to="/forgot-password" size="lg" fullWidth>
        Request a New Link
      </ButtonLink>
    </AuthLayout>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const { outcome, attempt } = useOutcome();
  // Staff (invited or resetting) sign in to the dashboard, not the storefront.
  const [signIn, setSignIn] = useState<'/login' | '/admin/login'>('/login');
  const done = outcome?.tone === 'success';
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = fieldsOf(form);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(signIn, { replace: true }), TIMINGS_MS.resetRedirect);
    return () => clearTimeout(timer);
  }, [done, navigate, signIn]);

  const onSubmit = handleSubmit(({ password }) =>
    attempt(RESET_SUCCESS, async () => {
      const { role } = await postResetPassword({ token, password });
      setSignIn(isStaffRole(role) ? '/admin/login' : '/login');
      // The server signs every device out on a reset; let this tab notice now rather than on its next call.
      void refresh();
    }),
  );

  return (
    <PasswordForm
      page="resetPassword"
      intro="Choose a new password for your account. You will use it the next time you log in."
      outcome={outcome}
      onSubmit={onSubmit}
    >
      <PasswordField
        label="New password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        disabled={done}
        {...field('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        disabled={done}
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={done}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </PasswordForm>
  );
}
