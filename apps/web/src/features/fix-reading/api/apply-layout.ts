import {
  type ApplyLayoutResponse,
  applyLayoutResponseSchema,
  type LayoutInstructions,
} from '@bsp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ANALYSES_KEY } from '../../analyses/api/get-analyses';
import { analysisKey } from '../../analyses/api/get-analysis';
import { LAYOUT_PROFILES_KEY } from '../../layout-profiles/api/layout-profiles';
import { layoutKey } from './get-layout';

export type ApplyLayoutInput = {
  instructions: LayoutInstructions;
  save_profile: boolean;
  profile_name?: string;
};

/** POST /api/analysis/:id/apply-layout/ — replaces the report's rows (audit trail kept). */
export function applyLayout(id: string, input: ApplyLayoutInput): Promise<ApplyLayoutResponse> {
  return api.request(
    `/api/analysis/${encodeURIComponent(id)}/apply-layout/`,
    applyLayoutResponseSchema,
    { method: 'POST', body: input, auth: true },
  );
}

/** The report's rows, sums and checks all change: reload everything that shows them. */
export function useApplyLayout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyLayoutInput) => applyLayout(id, input),
    onSuccess: () => {
      for (const queryKey of [
        analysisKey(id),
        layoutKey(id),
        ANALYSES_KEY,
        ['transactions'],
        ['transaction-summary'],
        ['insights'],
        ['banks'],
        LAYOUT_PROFILES_KEY,
      ]) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}
