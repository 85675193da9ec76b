import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GuestCheckoutSchema, type GuestCheckoutInput } from '../../../../domain/auth';
import { Button } from '../../../components/ui/button';
import { useRefusal } from '../../../lib/use-refusal';
import { useAuth } from '../../../stores/auth/auth-context';
import { EmailField, fieldsOf } from '../../../components/ui/form-field';
import { Alert } from '../../../components/ui/alert';

/**
 * 'Continue as guest' under the login form (decision 019): only an e-mail, where the order confirmation and its
 * link go. Once the session starts, `onStarted` takes the shopper on to where they were going.
 */
export function GuestCheckout({ onStarted }: { onStarted: () => void }) {
  const { continueAsGuest } = useAuth();
  const [open, setOpen] = useState(false);
  const { refusal, attempt } = useRefusal();
  const form = useForm<GuestCheckoutInput>({
    resolver: zodResolver(GuestCheckoutSchema),
    defaultValues: { email: '' },
  });
  const field = fieldsOf(form);

  const onSubmit = form.handleSubmit(async (values) => {
    await attempt('Could not continue as a guest', async () => {
      await continueAsGuest(values);
      onStarted();
    });
  });

  return (
    <section aria-labelledby="guest-checkout-heading" className="mt-8 border-t border-sand-200 pt-6">
      <h2 id="guest-checkout-heading" className="font-serif text-xl text-ink">
        Buying without an account?
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Check out as a guest: we e-mail your order confirmation with a link to follow it.
      </p>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          {refusal && <Alert className="mb-6">{refusal}</Alert>}
          <EmailField
            label="Email for your order"
            placeholder="you@example.com"
            autoFocus
            {...field('email')}
          />
          <Button type="submit" variant="secondary" size="lg" fullWidth loading={form.formState.isSubmitting}>
            Continue as guest
          </Button>
        </form>
      ) : (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          fullWidth
          className="mt-4"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          Continue as guest
        </Button>
      )}
    </section>
  );
}
