import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { parseSynonymLines, synonymLines, SynonymsSchema } from '../../../../domain/search';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Panel } from '../shell/page-parts';
import { usePermissions } from '../shell/use-permissions';
import { useSaveSynonyms, useSynonyms } from './api/synonyms';

/**
 * The words shoppers mean alike, one group per line: a search for any word of a line finds what every word of
 * it would (docs/decisions/069-search-prefixes-and-synonyms.md).
 */
export function SynonymsPage() {
  usePageMeta('Search Synonyms · Admin');
  const synonyms = useSynonyms();
  const { canEdit } = usePermissions();
  const loaded = synonyms.data ? synonymLines(synonyms.data.groups) : undefined;
  const [draft, setDraft] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSynonyms();
  const value = draft ?? loaded ?? '';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = SynonymsSchema.safeParse({ groups: parseSynonymLines(value) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const line = typeof issue?.path[1] === 'number' ? `Line ${issue.path[1] + 1}: ` : '';
      setError(`${line}${issue?.message ?? 'Check the synonyms'}`);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.groups, {
      onSuccess: (saved) => {
        setDraft(undefined);
        toast.success(
          `Saved ${saved.groups.length} synonym ${saved.groups.length === 1 ? 'group' : 'groups'}`,
        );
      },
      onError: (err) => setError(errorMessage(err, 'Could not save the synonyms')),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Search Synonyms"
        description="Words shoppers use for the same thing. A search for any word on a line also finds the others."
      />
      <Panel>
        <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4">
          <TextAreaField
            label="Synonym groups"
            hint="One group per line, words separated by commas, e.g. leaf, tropical, botanical"
            value={value}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(undefined);
            }}
            error={error}
            rows={12}
            disabled={!canEdit || synonyms.isPending}
            spellCheck={false}
          />
          {canEdit && (
            <Button
              type="submit"
              loading={save.isPending}
              disabled={draft === undefined}
              icon={<Save className="size-4" />}
              className="self-start"
            >
              Save synonyms
            </Button>
          )}
        </form>
      </Panel>
    </div>
  );
}
