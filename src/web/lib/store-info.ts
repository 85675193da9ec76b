import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '../../domain/store';
import { api } from './api-client';

export const FALLBACK_STORE_NAME = 'Wallcraft';

export const storeInfoQuery = queryOptions({
  queryKey: ['store'],
  queryFn: ({ signal }) => api<StoreInfo>('/store', { signal }),
  // The store's public facts change only on a redeploy.
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Public store facts; `storeName` falls back to 'Wallcraft' so headings never flash empty. */
export function useStoreInfo() {
  const { data } = useQuery(storeInfoQuery);
  return { storeName: data?.storeName ?? FALLBACK_STORE_NAME, info: data };
}

/** Digits only, as wa.me wants them; the server already enforces this, the guard is for other callers. */
export const whatsappLink = (number: string, text?: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** A phone number as a dialable link: digits and the leading +, whatever spacing the store writes it with. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
