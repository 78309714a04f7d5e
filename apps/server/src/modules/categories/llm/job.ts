/**
 * The `categories.llm` job (decision 029): after a statement is parsed, its uncertain merchants
 * (de-duplicated by memory key, those the user's memory knows left out) are asked of the optional
 * local language model in batches; valid answers go to the user's memory as source 'llm' and to
 * the statement's rows nobody decided since. Idempotent: a second run finds nothing to ask.
 * Unreachable model → the job throws and pg-boss retries with backoff; a bad reply is dropped.
 * Logs counts only, never the prompt or the answers.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../../clock.ts';
import type { LlmConfig } from '../../../config.ts';
import { toUserCategories } from '../context.ts';
import type { CategoriesRepository } from '../repository.ts';
import { checkReply } from './answers.ts';
import { askChat, LlmRefusedError } from './client.ts';
import {
  type AskedMerchant,
  allowedCategories,
  chatMessages,
  holderWords,
  maskDescriptor,
  namesHolder,
} from './prompt.ts';
import type { LlmCategoriesRepository, UncertainRow } from './repository.ts';

export type LlmJobDeps = {
  config: LlmConfig;
  repo: LlmCategoriesRepository;
  categories: CategoriesRepository;
  clock: Clock;
  logger: Logger;
  fetch?: typeof fetch;
};

export type LlmJobReport = {
  merchants: number;
  asked: number;
  answered: number;
  rows: number;
  droppedBatches: number;
};

/** One merchant per memory key: its first row's name, side and masked descriptor. */
export function merchantsToAsk(rows: UncertainRow[], known: Set<string>): AskedMerchant[] {
  const holder = holderWords([...new Set(rows.map((r) => r.account_holder))]);
  const byKey = new Map<string, AskedMerchant>();
  for (const row of rows) {
    if (known.has(row.merchant_key) || byKey.has(row.merchant_key)) continue;
    if (namesHolder(row.merchant, holder)) continue;
    byKey.set(row.merchant_key, {
      id: `m${byKey.size + 1}`,
      merchantKey: row.merchant_key,
      merchant: row.merchant,
      direction: Number(row.amount) >= 0 ? 'in' : 'out',
      example: maskDescriptor(row.description, holder),
    });
  }
  return [...byKey.values()];
}

export class LlmCategoriseJob {
  readonly #deps: LlmJobDeps;
  constructor(deps: LlmJobDeps) {
    this.#deps = deps;
  }

  async run(userId: string, analysisId: string): Promise<LlmJobReport> {
    const { repo, config } = this.#deps;
    const log = this.#deps.logger.child({ analysisId });
    const rows = await repo.uncertainRows(userId, analysisId);
    const keys = [...new Set(rows.map((r) => r.merchant_key))];
    const merchants = merchantsToAsk(rows, await repo.knownKeys(userId, keys));
    const report: LlmJobReport = {
      merchants: keys.length,
      asked: 0,
      answered: 0,
      rows: 0,
      droppedBatches: 0,
    };
    if (merchants.length === 0) {
      log.info(report, 'llm categorisation: nothing to ask');
      return report;
    }
    const allowed = allowedCategories(
      toUserCategories(await this.#deps.categories.userCategories(userId)),
    );
    for (let start = 0; start < merchants.length; start += config.batchSize) {
      const batch = merchants.slice(start, start + config.batchSize);
      let content: string | null;
      try {
        content = await askChat(config, chatMessages(batch, allowed), this.#deps.fetch);
      } catch (error) {
        if (error instanceof LlmRefusedError) {
          // a setting is wrong (model name, key): retrying cannot help, the rows stay as they are
          log.warn({ ...report, reason: error.message }, 'llm categorisation refused');
          return report;
        }
        throw error; // unreachable: pg-boss retries; answers saved so far are kept
      }
      report.asked += batch.length;
      const checked = content === null ? null : checkReply(content, batch, allowed);
      if (!checked) {
        report.droppedBatches += 1;
        continue;
      }
      report.answered += checked.answers.length;
      report.rows += await repo.saveAnswers(
        userId,
        analysisId,
        checked.answers,
        this.#deps.clock.now(),
      );
      if (checked.ignored > 0 || checked.unsure > 0)
        log.info({ ignored: checked.ignored, unsure: checked.unsure }, 'llm answers left out');
    }
    log.info(report, 'llm categorisation done');
    return report;
  }
}
