import { type AnalysisStatus, analysisEventSchema } from '@bsp/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { API_URL } from '../../../lib/config';
import { getAnalysis } from './get-analysis';

export type AnalysisEvent = z.infer<typeof analysisEventSchema>;

export const FINAL_STATUSES: readonly AnalysisStatus[] = [
  'done',
  'failed',
  'needs_password',
  'rejected',
];
export const isFinal = (status: AnalysisStatus) => FINAL_STATUSES.includes(status);

/**
 * Follows one analysis until it reaches a final status: server-sent events
 * (`GET /api/analysis/:id/events/?access_token=…`, event `status`). EventSource cannot send a
 * header, so the token goes in the query. When the stream fails (expired token, proxy that
 * buffers, server restart) the status is read once through the API client — which refreshes the
 * session — and the stream is opened again; after a few failures it falls back to polling.
 * Returns a function that stops following.
 */
export function followAnalysis(id: string, onEvent: (event: AnalysisEvent) => void): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let failures = 0;
  let timer: number | undefined;

  const emit = (event: AnalysisEvent) => {
    if (stopped) return;
    onEvent(event);
    if (isFinal(event.status)) stop();
  };

  const checkOnce = async (): Promise<boolean> => {
    try {
      const detail = await getAnalysis(id);
      emit({ id, status: detail.status, progress: detail.progress, error: detail.error });
      return isFinal(detail.status);
    } catch (error) {
      console.warn('analysis: status check failed', error);
      return false;
    }
  };

  const open = async () => {
    if (stopped) return;
    let token: string;
    try {
      token = await api.accessToken();
    } catch {
      return;
    }
    if (stopped) return;
    const url = `${API_URL}/api/analysis/${encodeURIComponent(id)}/events/?access_token=${encodeURIComponent(token)}`;
    source = new EventSource(url);
    source.addEventListener('status', (message) => {
      failures = 0;
      try {
        const parsed = analysisEventSchema.safeParse(JSON.parse((message as MessageEvent).data));
        if (parsed.success) emit(parsed.data);
        else console.error('analysis: event does not match the contract', parsed.error.issues);
      } catch (error) {
        console.error('analysis: unreadable event', error);
      }
    });
    source.onerror = () => {
      source?.close();
      source = null;
      if (stopped) return;
      failures += 1;
      void checkOnce().then((final) => {
        if (final || stopped) return;
        const delay = failures > 4 ? 3000 : 500 * failures;
        timer = window.setTimeout(() => {
          if (failures > 4) void checkOnce().then((done) => !done && void open());
          else void open();
        }, delay);
      });
    };
  };

  function stop() {
    stopped = true;
    source?.close();
    source = null;
    if (timer) window.clearTimeout(timer);
  }

  void open();
  return stop;
}
