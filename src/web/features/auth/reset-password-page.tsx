import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '../../../domain/auth';
import { isStaffRole, TIMINGS_MS } from '../../../domain/constants';
import { Button, ButtonLink } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { errorMessage, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { postResetPassword } from './api/reset-password';
import { useAuth } from '../../app/auth-context';
import { PasswordField, fieldsOf } from '../../components/ui/form-field';
import { Alert } from '../../components/ui/alert';
import { AuthLayout, textLinkClass } from './components/auth-layout';
import { MISSING_TOKEN, RESET_SUCCESS } from './messages';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const backToLogin = (
  <Link to="/login" className={`inline-flex items-center gap-1.5 ${textLinkClass}`}>
    <ArrowLeft aria-hidden className="size-4" />
    Back to Login
  </Link>
);

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useTablePageMeta('resetPassword', token ? undefined : 'Invalid Reset Link');
  return token ? <ResetForm token={token} /> : <InvalidLink />;
}

function InvalidLink() {
  return (
    <AuthLayout title="Invalid Reset Link" intro={MISSING_TOKEN} footer={backToLogin}>
      <ButtonLink to="/forgot-password" size="lg" fullWidth>
        Request a New Link
      </ButtonLink>
    </AuthLayout>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(null);
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

  const onSubmit = handleSubmit(async ({ password }) => {
    setOutcome(null);
    try {
      const { role } = await postResetPassword({ token, password });
      setSignIn(isStaffRole(role) ? '/admin/login' : '/login');
      setOutcome({ tone: 'success', text: RESET_SUCCESS });
      // The server signs every device out on a reset; let this tab notice now rather than on its next call.
      void refresh();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE) });
    }
  });

  return (
    <AuthLayout
      title="Set a New Password"
      intro="Choose a new password for your account. You will use it the next time you log in."
      footer={backToLogin}
    >
      {outcome && (
        <Alert tone={outcome.tone} className="mb-6">
          {outcome.text}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
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
      </form>
    </AuthLayout>
  );
}
