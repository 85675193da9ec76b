import { useCallback, useState } from 'react';
import { errorMessage } from './api-client';

/**
 * The refusal a form shows above its fields: cleared when the form is sent again, then the server's own message,
 * or `fallback` when the server gave none (`networkMessage` when the request never reached it). `attempt` tells
 * whether the send went through.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useCallback(
    async (fallback: string, send: () => Promise<unknown>, networkMessage?: string): Promise<boolean> => {
      setRefusal(null);
      try {
        await send();
        return true;
      } catch (error) {
        setRefusal(errorMessage(error, fallback, networkMessage));
        return false;
      }
    },
    [],
  );
  return { refusal, setRefusal, attempt };
}
