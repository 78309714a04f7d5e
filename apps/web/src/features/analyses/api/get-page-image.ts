import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageSizeFromHeaders } from '../lib/bbox';

export type PageImage = {
  url: string;
  width: number;
  height: number;
  /** From X-Page-Width-Points / X-Page-Height-Points when the server sends them. */
  pointsWidth: number | null;
  pointsHeight: number | null;
};

function loadSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('The page image could not be decoded.'));
    img.src = url;
  });
}

/**
 * The server caches page pictures as immutable; when it draws them differently (v2: OCR'd pages
 * straightened as OCR read them) a new URL keeps browsers from showing the old drawing.
 */
const PAGE_IMAGE_VERSION = 2;

/** GET /api/analysis/:id/pages/:page/image/ with the Bearer header → an object URL. */
export async function getPageImage(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<PageImage> {
  const response = await api.requestRaw(
    `/api/analysis/${encodeURIComponent(id)}/pages/${page}/image/?v=${PAGE_IMAGE_VERSION}`,
    { auth: true, signal },
  );
  const points = pageSizeFromHeaders(response.headers);
  const url = URL.createObjectURL(await response.blob());
  try {
    const size = await loadSize(url);
    return { url, ...size, pointsWidth: points.width, pointsHeight: points.height };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

const watched = new WeakSet<QueryClient>();

/** Revokes a page image's object URL when its query leaves the cache (not before: it is reused). */
function revokeOnEviction(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.queryKey[0] !== 'page-image') return;
    const data = event.query.state.data as PageImage | undefined;
    if (data?.url) URL.revokeObjectURL(data.url);
  });
}

export function usePageImage(id: string, page: number | null) {
  revokeOnEviction(useQueryClient());
  return useQuery({
    queryKey: ['page-image', id, page],
    queryFn: ({ signal }) => getPageImage(id, page ?? 1, signal),
    enabled: page != null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}
