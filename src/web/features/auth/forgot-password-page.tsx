import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { errorMessage, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { postForgotPassword } from './api/request-password-reset';
import { useAuth } from '../../app/auth-context';
import { EmailField, fieldsOf } from '../../components/ui/form-field';
import { Alert } from '../../components/ui/alert';
import { AuthLayout, textLinkClass } from './components/auth-layout';
import { FORGOT_SUCCESS } from './messages';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ForgotPasswordPage() {
  useTablePageMeta('forgotPassword');
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    // Signed-in shoppers arrive from the account menu; their address is the one that matters.
    values: { email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const field = fieldsOf(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await postForgotPassword(values);
      setOutcome({ tone: 'success', text: FORGOT_SUCCESS });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE) });
    }
  });

  return (
    <AuthLayout
      title="Reset Password"
      intro="Enter the email address on your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={`inline-flex items-center gap-1.5 ${textLinkClass}`}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to Login
        </Link>
      }
    >
      {outcome && (
        <Alert tone={outcome.tone} className="mb-6">
          {outcome.text}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField placeholder="you@example.com" {...field('email')} />
        <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
