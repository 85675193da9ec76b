import { useState } from 'react';
import { toast } from 'sonner';
import type { ReturnRequest } from '../../../../../domain/returns';
import { errorMessage } from '../../../../lib/api-client';
import { useDecideReturn, useMarkDispatched } from '../api/returns';
import { useDraft } from '../../shell/use-draft';

const DECISION_FAILURE = 'The request could not be updated';

/** Staff's answer to one return or exchange request: approve (confirmed first), reject with a note, dispatch. */
export function useReturnDecision(request: ReturnRequest) {
  const decide = useDecideReturn();
  const dispatched = useMarkDispatched();
  const note = useDraft(decide.reset);
  const [confirming, setConfirming] = useState(false);
  const failed = decide.error ?? dispatched.error;
  const refunds = request.kind === 'return';

  const ask = () => {
    decide.reset();
    setConfirming(true);
  };

  const approve = () =>
    decide.mutate(
      { id: request.id, decision: 'approve', ...(note.value.trim() ? { note: note.value } : {}) },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(`${refunds ? 'Return' : 'Exchange'} approved`);
        },
      },
    );

  return {
    refunds,
    note,
    confirming,
    setConfirming,
    ask,
    approve,
    reject: () => decide.mutate({ id: request.id, decision: 'reject', note: note.value }),
    dispatch: () => dispatched.mutate(request.id),
    deciding: decide.isPending,
    approving: decide.isPending && decide.variables.decision === 'approve',
    rejecting: decide.isPending && decide.variables.decision === 'reject',
    dispatching: dispatched.isPending,
    confirmError: decide.isError && confirming ? errorMessage(decide.error, DECISION_FAILURE) : null,
    error: failed && !confirming ? errorMessage(failed, DECISION_FAILURE) : null,
  };
}
