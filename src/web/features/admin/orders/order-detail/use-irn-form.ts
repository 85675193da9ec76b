import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../../lib/api-client';
import { IRN_FAILURE, useRecordIrn } from '../api/record-irn';
import { useDraft } from '../../shell/use-draft';

/** The IRN and acknowledgement the IRP returned, typed in by an admin and recorded once. */
export function useIrnForm(orderId: string) {
  const record = useRecordIrn(orderId);
  const [open, setOpen] = useState(false);
  const irn = useDraft();
  const ackNo = useDraft();
  const ackDate = useDraft();
  const signedQrCode = useDraft();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      {
        irn: irn.value,
        signedQrCode: signedQrCode.value,
        ...(ackNo.value ? { ackNo: ackNo.value } : {}),
        ...(ackDate.value ? { ackDate: ackDate.value } : {}),
      },
      {
        onSuccess: () => {
          toast.success('IRN recorded: the invoice now prints it and its QR code.');
          setOpen(false);
        },
        onError: (error) => toast.error(errorMessage(error, IRN_FAILURE)),
      },
    );
  };

  return { open, setOpen, irn, ackNo, ackDate, signedQrCode, submit, pending: record.isPending };
}
