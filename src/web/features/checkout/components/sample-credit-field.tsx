import { Ticket, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatINR } from '../../../../domain/format';
import { SAMPLE_CREDIT_DAYS } from '../../../../domain/constants';
import type { SampleCredit } from '../../../../domain/checkout';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { errorMessage } from '../../../lib/api-client';
import { checkSampleCredit } from '../api/check-sample-credit';
import { TextField } from '../../../components/ui/form-field';

interface SampleCreditFieldProps {
  credit: SampleCredit | null;
  onChange: (credit: SampleCredit | null) => void;
  disabled?: boolean;
}

/** The code from a sample order's confirmation e-mail: checked by the server, shown as a discount line. */
export function SampleCreditField({ credit, onChange, disabled }: SampleCreditFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter the code from your sample order e-mail.');
    setChecking(true);
    setError(undefined);
    try {
      onChange(await checkSampleCredit({ code }));
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, 'We could not check this code. Please try again.'));
    } finally {
      setChecking(false);
    }
  };

  if (credit) {
    return (
      <div
        data-testid="sample-credit-applied"
        className="flex items-start gap-3 rounded-card border border-success/30 bg-success/5 px-4 py-3 text-sm"
      >
        <Ticket aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <p className="flex-1 text-ink-soft">
          <span className="font-medium text-ink">{credit.code}</span> takes {formatINR(credit.amount)} off
          your {credit.productName}.
        </p>
        <IconButton
          label="Remove sample credit"
          icon={<X />}
          size="sm"
          className="-my-1 -mr-2"
          disabled={disabled}
          onClick={() => onChange(null)}
        />
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => void onApply(event)}
      className="rounded-card border border-sand-200 bg-white/80 p-4"
      noValidate
    >
      <div className="flex items-end gap-2">
        <TextField
          label="Sample credit code"
          name="sampleCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          placeholder="WC-XXXX-XXXX"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" size="lg" disabled={checking || disabled} className="mb-0">
          Apply
        </Button>
      </div>
      {!error && (
        <p className="mt-1.5 text-[13px] text-ink-muted">
          Ordered samples within the last {SAMPLE_CREDIT_DAYS} days? Their price comes off a full order of the
          same design.
        </p>
      )}
    </form>
  );
}
