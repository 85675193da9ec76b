import { useState, type FormEventHandler, type ReactNode } from 'react';
import { PAGES } from '../../../../domain/pages';
import { Alert } from '../../../components/ui/alert';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useRefusal } from '../../../lib/use-refusal';
import { AuthLayout, BackToLogin } from './auth-layout';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A password form's answer: its success text, or the refusal (the server's words, else a network or generic
 * message); cleared each time the form is sent.
 */
export function useOutcome() {
  const { refusal, attempt: send } = useRefusal();
  const [success, setSuccess] = useState<string | null>(null);
  const attempt = async (text: string, request: () => Promise<unknown>) => {
    setSuccess(null);
    if (await send(GENERIC_ERROR_MESSAGE, request, NETWORK_ERROR_MESSAGE)) setSuccess(text);
  };
  const outcome: Outcome | null = refusal
    ? { tone: 'error', text: refusal }
    : success
      ? { tone: 'success', text: success }
      : null;
  return { outcome, attempt };
}

export interface PasswordFormProps {
  /** the page, whose title from the pages table heads it */
  page: 'forgotPassword' | 'resetPassword';
  intro: string;
  outcome: Outcome | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the fields and the submit button */
  children: ReactNode;
}

/** The forgot and reset password pages: the form, its answer above it, and the way back to login. */
export function PasswordForm({ page, intro, outcome, onSubmit, children }: PasswordFormProps) {
  return (
    <AuthLayout title={PAGES[page].title} intro={intro} footer={<BackToLogin />}>
      {outcome && (
        <Alert tone={outcome.tone} className="mb-6">
          {outcome.text}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {children}
      </form>
    </AuthLayout>
  );
}
