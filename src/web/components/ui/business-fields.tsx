import { useState } from 'react';
import { BusinessBuyerSchema, type BusinessBuyer } from '../../../domain/business';
import { TextField } from './form-field';

type Errors = { gstin?: string; legalName?: string };

/**
 * A GSTIN and legal name being typed (decision 058), checked with the server's own schema and messages, so the
 * profile and checkout refuse the same entries in the same words.
 */
export function useBusinessDraft() {
  const [gstin, setGstin] = useState('');
  const [legalName, setLegalName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return {
    gstin,
    legalName,
    errors,
    setGstin,
    setLegalName,
    /** starts the fields from a saved business, or empty */
    fill: (business: BusinessBuyer | null) => {
      setGstin(business?.gstin ?? '');
      setLegalName(business?.legalName ?? '');
    },
    /** the business as typed, or null once each wrong field shows its message */
    parse: (): BusinessBuyer | null => {
      const parsed = BusinessBuyerSchema.safeParse({ gstin, legalName });
      if (!parsed.success) {
        const issue = (field: keyof Errors) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
        setErrors({ gstin: issue('gstin'), legalName: issue('legalName') });
        return null;
      }
      setErrors({});
      return parsed.data;
    },
  };
}

export type BusinessDraft = ReturnType<typeof useBusinessDraft>;

/** The two fields of a business buyer, bound to a draft. */
export function BusinessFields({
  draft,
  gstinPlaceholder,
}: {
  draft: BusinessDraft;
  gstinPlaceholder?: string;
}) {
  return (
    <>
      <TextField
        label="GSTIN"
        name="gstin"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        placeholder={gstinPlaceholder}
        value={draft.gstin}
        onChange={(event) => draft.setGstin(event.target.value)}
        error={draft.errors.gstin}
      />
      <TextField
        label="Legal name of the business"
        name="legalName"
        autoComplete="organization"
        maxLength={100}
        value={draft.legalName}
        onChange={(event) => draft.setLegalName(event.target.value)}
        error={draft.errors.legalName}
      />
    </>
  );
}
