import { type LayoutInstructions, type RereadResponse, rereadResponseSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/analysis/:id/reread/ — reads the stored words with these instructions; stores nothing. */
export function reread(id: string, instructions: LayoutInstructions): Promise<RereadResponse> {
  return api.request(`/api/analysis/${encodeURIComponent(id)}/reread/`, rereadResponseSchema, {
    method: 'POST',
    body: { instructions },
    auth: true,
  });
}

export function useReread(id: string) {
  return useMutation({
    mutationFn: (instructions: LayoutInstructions) => reread(id, instructions),
  });
}
