import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RegisterFormSchema, type RegisterFormValues } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { useRefusal } from '../../lib/use-refusal';
import { useAuth } from '../../stores/auth/auth-context';
import {
  CheckboxField,
  PasswordField,
  EmailField,
  TextField,
  fieldsOf,
} from '../../components/ui/form-field';
import { Alert } from '../../components/ui/alert';
import { AuthLayout, textLinkClass } from './components/auth-layout';
import { loginPath, safeRedirect } from '../../lib/redirect';

export function RegisterPage() {
  useTablePageMeta('register');
  const { register: createAccount, status, user } = useAuth();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { refusal, attempt } = useRefusal();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = fieldsOf(form);

  // A guest stays: signing in or creating an account from here takes their guest orders along (decision 019).
  if (status === 'signed-in' && !user?.guest) return <Navigate to={safeRedirect(redirect)} replace />;

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    await attempt('Registration failed', async () => {
      await createAccount({ name, email, password });
    });
  });

  return (
    <AuthLayout
      title="Create your account"
      intro="Save your cart and wishlist across devices, check out faster and follow every order."
      scene="hero-3"
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginPath(redirect, '/login')} className={textLinkClass}>
            Login
          </Link>
        </>
      }
    >
      {refusal && <Alert className="mb-6">{refusal}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label="Full name" autoComplete="name" placeholder="Your name" {...field('name')} />
        <EmailField placeholder="you@example.com" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...field('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
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
          {...field('terms')}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
