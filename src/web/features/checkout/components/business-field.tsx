import { Building2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { BusinessBuyer } from '../../../../domain/business';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { BusinessFields, useBusinessDraft } from '../../../components/ui/business-fields';

interface BusinessFieldProps {
  business: BusinessBuyer | null;
  /** the profile's saved GSTIN, offered when the shopper opens the form */
  saved: BusinessBuyer | null;
  onChange: (business: BusinessBuyer | null) => void;
  disabled?: boolean;
}

/**
 * An optional GSTIN with the business's legal name (decision 058): checked here with the server's own schema and
 * messages, and again by the server; the tax invoice then names the business so it can claim input tax credit.
 */
export function BusinessField({ business, saved, onChange, disabled }: BusinessFieldProps) {
  const [open, setOpen] = useState(false);
  const draft = useBusinessDraft();

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = draft.parse();
    if (parsed) onChange(parsed);
  };

  if (business) {
    return (
      <div
        data-testid="business-applied"
        className="flex items-start gap-3 rounded-card border border-success/30 bg-success/5 px-4 py-3 text-sm"
      >
        <Building2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <p className="flex-1 text-ink-soft">
          Tax invoice for <span className="font-medium text-ink">{business.legalName}</span>, GSTIN{' '}
          <span className="font-medium text-ink">{business.gstin}</span>
        </p>
        <IconButton
          label="Remove GSTIN"
          icon={<X />}
          size="sm"
          className="-my-1 -mr-2"
          disabled={disabled}
          onClick={() => onChange(null)}
        />
      </div>
    );
  }
  if (!open) {
    return (
      <Button
        variant="quiet"
        disabled={disabled}
        icon={<Building2 aria-hidden className="size-4" />}
        onClick={() => {
          draft.fill(saved);
          setOpen(true);
        }}
      >
        Buying for a business? Add your GSTIN
      </Button>
    );
  }
  return (
    <form
      onSubmit={onApply}
      className="space-y-3 rounded-card border border-sand-200 bg-white/80 p-4"
      noValidate
      aria-label="Business details for the tax invoice"
    >
      <BusinessFields draft={draft} gstinPlaceholder="29ABCDE1234F1Z5" />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={disabled}>
          Use for this order
        </Button>
        <Button variant="quiet" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
