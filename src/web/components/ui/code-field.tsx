import { clsx } from 'clsx';
import { Ticket, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatINR } from '../../../domain/format';
import type { CodeAnswer } from '../../../domain/promotion';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { IconButton } from './icon-button';
import { TextField } from './form-field';

interface CodeFieldProps {
  /** the codes applied, each with what it takes off */
  applied: CodeAnswer[];
  /** asks the server what the code does to this cart and keeps it; rejects with the reason in the shopper's words */
  onApply: (code: string) => Promise<unknown>;
  onRemove: (code: string) => void;
  disabled?: boolean;
  /** the cart drawer's narrower, quieter frame */
  compact?: boolean;
}

const savingOf = (answer: CodeAnswer) => {
  switch (answer.kind) {
    case 'sample':
      return `takes ${formatINR(answer.amount)} off your ${answer.productName}`;
    case 'promotion':
      return `takes ${formatINR(answer.discount)} off`;
    case 'gift_card':
      return `pays up to ${formatINR(answer.pays)} of this order (${formatINR(answer.balance)} on the card)`;
  }
};

/** A gift card's code is a means of payment: shown by its last 4 characters only, like a bank card. */
const labelOf = (answer: CodeAnswer) =>
  answer.kind === 'gift_card' ? `Gift card ···${answer.last4}` : answer.code;

/**
 * The one 'Discount code or gift card' field (docs/decisions/062-promotions.md, 064) of the cart drawer and the
 * checkout: a promotion code, a gift card or a sample credit code, checked by the server and shown as its own line.
 */
export function CodeField({ applied, onApply, onRemove, disabled, compact = false }: CodeFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a code.');
    setChecking(true);
    setError(undefined);
    try {
      await onApply(code);
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, 'We could not check this code. Please try again.'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-2">
      {applied.map((answer) => (
        <div
          key={answer.code}
          data-testid="code-applied"
          className={clsx(
            'flex items-start gap-3 rounded-card border border-success/30 bg-success/5 text-sm',
            compact ? 'px-3 py-2' : 'px-4 py-3',
          )}
        >
          <Ticket aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <p className="flex-1 text-ink-soft">
            <span className="font-medium text-ink">{labelOf(answer)}</span> {savingOf(answer)}.
          </p>
          <IconButton
            label={`Remove ${labelOf(answer)}`}
            icon={<X />}
            size="sm"
            className="-my-1 -mr-2"
            disabled={disabled}
            onClick={() => onRemove(answer.code)}
          />
        </div>
      ))}
      <form
        onSubmit={(event) => void submit(event)}
        className={compact ? undefined : 'rounded-card border border-sand-200 bg-white/80 p-4'}
        noValidate
      >
        <div className="flex items-end gap-2">
          <TextField
            label="Discount code or gift card"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" size="lg" loading={checking} disabled={disabled}>
            Apply
          </Button>
        </div>
        {!error && !compact && (
          <p className="mt-1.5 text-[13px] text-ink-muted">
            A promotion code, a gift card, or the sample credit code from your sample order e-mail.
          </p>
        )}
      </form>
    </div>
  );
}
