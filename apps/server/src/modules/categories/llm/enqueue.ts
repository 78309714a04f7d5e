/**
 * After the parse job stored a statement's rows: when the local language model is on and some
 * rows are uncertain, a `categories.llm` job is queued with ids only. The parse never waits on it.
 */
import type { JobSender, SendOptions } from '../../../jobs/registry.ts';
import type { LlmCategoriesRepository } from './repository.ts';

/**
 * Network trouble is retried with backoff (from 30 s, doubling, with jitter: 15–30 min for all five); one run may ask many batches of
 * a slow local model, and answers are saved batch by batch, so an expired run loses nothing.
 */
export const LLM_JOB_OPTIONS: SendOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 3600,
};

export async function enqueueLlmCategorisation(
  deps: { repo: LlmCategoriesRepository; jobs: JobSender },
  userId: string,
  analysisId: string,
): Promise<boolean> {
  if (!(await deps.repo.hasUncertainRows(userId, analysisId))) return false;
  await deps.jobs.send('categories.llm', { userId, analysisId }, LLM_JOB_OPTIONS);
  return true;
}
