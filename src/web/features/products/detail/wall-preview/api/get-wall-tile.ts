import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WallTile } from '../../../../../../domain/wall-preview';
import { api } from '../../../../../lib/api-client';

export const wallTileQuery = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'detail', productId, 'wall-tile'] as const,
    queryFn: ({ signal }) =>
      api<WallTile>(`/products/${encodeURIComponent(productId)}/wall-tile`, { signal }),
    staleTime: Infinity,
    retry: false,
  });

export const useWallTile = (productId: string) => useQuery(wallTileQuery(productId));
