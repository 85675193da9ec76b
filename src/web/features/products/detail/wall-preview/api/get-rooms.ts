import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomPhoto } from '../../../../../../domain/wall-preview';
import { api } from '../../../../../lib/api-client';

export const roomsQuery = () =>
  queryOptions({
    queryKey: ['wall-preview', 'rooms'] as const,
    queryFn: ({ signal }) => api<RoomPhoto[]>('/rooms', { signal }),
    staleTime: Infinity,
  });

export const useRooms = () => useQuery(roomsQuery());
