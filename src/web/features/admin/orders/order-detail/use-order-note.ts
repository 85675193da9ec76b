import { errorMessage } from '../../../../lib/api-client';
import { NOTE_FAILURE, useAddOrderNote } from '../api/order-after-sale';
import { useDraft } from '../../shell/use-draft';

/** A staff note being typed on the order, cleared once the server has it. */
export function useOrderNote(orderId: string) {
  const add = useAddOrderNote();
  const body = useDraft(add.reset);
  return {
    body,
    submit: () => add.mutate({ id: orderId, body: body.value }, { onSuccess: () => body.set('') }),
    pending: add.isPending,
    error: add.isError ? errorMessage(add.error, NOTE_FAILURE) : null,
  };
}
