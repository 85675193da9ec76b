import type { Cart, CartHandOver, CartHandOverBodyInput, CartLineBodyInput } from '../../../../domain/cart';
import { api } from '../../../lib/api-client';

// Every change answers with the whole cart as it now stands.
export const postCartLine = (body: CartLineBodyInput) => api<Cart>('/cart', { method: 'POST', body });

export const putCartLine = (lineId: string, quantity: number) =>
  api<Cart>(`/cart/${encodeURIComponent(lineId)}`, { method: 'PUT', body: { quantity } });

export const deleteCartLine = (lineId: string) =>
  api<Cart>(`/cart/${encodeURIComponent(lineId)}`, { method: 'DELETE' });

export const deleteCart = () => api<Cart>('/cart', { method: 'DELETE' });

/** A guest's local cart into the account, once per hand-over key (decision 052). */
export const postCartHandOver = (body: CartHandOverBodyInput) =>
  api<CartHandOver>('/cart/hand-over', { method: 'POST', body });
