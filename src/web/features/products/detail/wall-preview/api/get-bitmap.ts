import { queryOptions, useQuery } from '@tanstack/react-query';

async function loadBitmap(url: string): Promise<ImageBitmap> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Could not load ${url}`);
  return createImageBitmap(await res.blob());
}

/** Images decoded once per URL and kept while the viewer is open, so switching back is instant. */
export const bitmapQuery = (url: string | null) =>
  queryOptions({
    queryKey: ['wall-preview', 'bitmap', url] as const,
    queryFn: () => loadBitmap(url ?? ''),
    enabled: url !== null,
    staleTime: Infinity,
  });

/** The decoded image at `url`, or null while there is none or it is loading. */
export const useBitmap = (url: string | null) => useQuery(bitmapQuery(url)).data ?? null;
