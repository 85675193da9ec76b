import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../domain/contact';
import { api } from '../../../lib/api-client';

/** POST /api/contact answers 201 with the thank-you message to show. */
export const sendContactMessage = (message: ContactMessage) =>
  api<{ message: string }>('/contact', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
