import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CreateCollectionSchema } from '../../../../domain/collection';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCollection } from './api/collections';
import { useDraft } from '../shell/use-draft';

/** A new, empty collection by name; its products are added on its card once it exists. */
export function CreateCollectionForm() {
  const create = useCreateCollection();
  const [error, setError] = useState<string | undefined>();
  const name = useDraft(() => setError(undefined));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateCollectionSchema.safeParse({ name: name.value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (created) => {
        toast.success(`${created.name} created`);
        name.set('');
      },
      onError: (err) => setError(errorMessage(err, 'Could not create the collection')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        {...name.field}
        label="New collection"
        placeholder="e.g. Festive Edit"
        error={error}
        className="sm:w-72"
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        loading={create.isPending}
        icon={<Plus className="size-4" />}
        className="h-10 sm:mt-7"
      >
        Create collection
      </Button>
    </form>
  );
}
