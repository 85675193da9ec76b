import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { CodCodeSent } from '../../../domain/cod';
import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/**
 * 'Send the code again' for a cash order's confirmation code (docs/decisions/077-delivery-corrections-and-returned-refunds.md),
 * on the checkout's code screen and the order page: each asks through its own feature's API and passes it in.
 */
export function ResendCode({ resend }: { resend: () => Promise<CodCodeSent> }) {
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent'; to: string } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'sent', to: (await resend()).sentTo });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, 'We could not send a new code.') });
    }
  };
  return (
    <div className="mt-3 w-full text-left">
      <Button
        variant="quiet"
        icon={<RotateCw aria-hidden className="size-3.5" />}
        loading={state.kind === 'busy'}
        disabled={state.kind === 'sent'}
        onClick={() => void send()}
      >
        Send the code again
      </Button>
      {state.kind === 'sent' && (
        <Alert tone="success" className="mt-2">
          A new code is on its way to {state.to}. The earlier code no longer works.
        </Alert>
      )}
      {state.kind === 'failed' && <Alert className="mt-2">{state.message}</Alert>}
    </div>
  );
}
