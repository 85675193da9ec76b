import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { BusinessFields, useBusinessDraft } from '../../../components/ui/business-fields';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { accountBusinessQuery, useSaveBusiness } from '../api/business';

/**
 * The business's GSTIN and legal name (decision 058), checked with the server's own schema and messages: checkout
 * offers them, and the tax invoice then names the business so it can claim input tax credit.
 */
export function BusinessDetails({ userId }: { userId: string }) {
  const titleId = useId();
  const saved = useQuery(accountBusinessQuery(userId));
  const save = useSaveBusiness(userId);
  const [editing, setEditing] = useState(false);
  const draft = useBusinessDraft();
  if (saved.isPending) return <Skeleton rounded="lg" className="mt-10 h-24" />;
  const business = saved.data?.business ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = draft.parse();
    if (!parsed) return;
    save.mutate(parsed, {
      onSuccess: () => {
        setEditing(false);
        toast.success('Business details saved: checkout will offer them.');
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not save your business details.')),
    });
  };

  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2 id={titleId} className="font-serif text-2xl text-ink">
        Business details for GST
      </h2>
      <p className="mt-2 text-ink-soft">
        Registered for GST? Your GSTIN goes on the tax invoice so you can claim input tax credit.
      </p>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid max-w-xl gap-4">
          <BusinessFields draft={draft} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : business ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-sand-200 bg-white/80 px-4 py-3">
          <p className="min-w-0 text-sm">
            <span className="block font-medium text-ink">{business.legalName}</span>
            <span className="font-mono text-ink-soft">{business.gstin}</span>
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                draft.fill(business);
                setEditing(true);
              }}
            >
              Change
            </Button>
            <Button
              variant="quiet"
              loading={save.isPending}
              onClick={() =>
                save.mutate(null, {
                  onError: (error) =>
                    toast.error(errorMessage(error, 'Could not remove your business details.')),
                })
              }
            >
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setEditing(true)}>
          Add your GSTIN
        </Button>
      )}
    </section>
  );
}
