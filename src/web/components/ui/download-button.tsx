import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-client';
import { Button, type ButtonProps } from './button';

/** A button that fetches a file and saves it, busy while it does and saying why when it cannot. */
export function DownloadButton({
  download,
  failure,
  children,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading' | 'icon'> & {
  download: () => Promise<void>;
  /** said when the server gives no reason of its own */
  failure: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      loading={busy}
      icon={<Download aria-hidden className="size-4" />}
      onClick={() => {
        setBusy(true);
        download()
          .catch((error: unknown) => toast.error(errorMessage(error, failure)))
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}
