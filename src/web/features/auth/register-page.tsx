import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RegisterFormSchema, type RegisterFormValues } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../app/auth-context';
import {
  CheckboxField,
  FormBanner,
  PasswordField,
  EmailField,
  TextField,
} from '../../components/ui/form-field';
import { AuthLayout, textLinkClass } from './components/auth-layout';
import { safeRedirect } from '../../app/redirect';

export function RegisterPage() {
  useTablePageMeta('register');
  const { register: createAccount, status, user } = useAuth();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  // A guest stays: signing in or creating an account from here takes their guest orders along (decision 019).
  if (status === 'signed-in' && !user?.guest) return <Navigate to={safeRedirect(redirect)} replace />;

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    try {
      await createAccount({ name, email, password });
    } catch (error) {
      setFailure(errorMessage(error, 'Registration failed'));
    }
  });

  const keepRedirect = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <AuthLayout
      title="Create your account"
      intro="Save your cart and wishlist across devices, check out faster and follow every order."
      scene="hero-3"
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/login${keepRedirect}`} className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Full name"
          autoComplete="name"
          placeholder="Your name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <CheckboxField
          label={
            <>
              I agree to the{' '}
              <Link to="/terms" target="_blank" rel="noopener" className={textLinkClass}>
                Terms
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" rel="noopener" className={textLinkClass}>
                Privacy Policy
              </Link>
            </>
          }
          error={errors.terms?.message}
          {...register('terms')}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
