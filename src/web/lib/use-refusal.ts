import { useCallback, useState } from 'react';
import { errorMessage } from './api-client';

/**
 * The refusal a form shows above its fields: cleared when the form is sent again, then the server's own message,
 * or `fallback` when the server gave none.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useCallback(async (fallback: string, send: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await send();
    } catch (error) {
      setRefusal(errorMessage(error, fallback));
    }
  }, []);
  return { refusal, setRefusal, attempt };
}
