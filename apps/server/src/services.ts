import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './email/mailer.ts';
import type { JobHandlers, JobSender } from './jobs/registry.ts';
import { S3FileStore } from './modules/analyses/file-store.ts';
import { AnalysesRepository } from './modules/analyses/repository.ts';
import { lazySecretBox } from './modules/analyses/secrets.ts';
import { AnalysesService } from './modules/analyses/service.ts';
import { AuthRepository } from './modules/auth/repository.ts';
import { AuthService } from './modules/auth/service.ts';
import { BanksRepository } from './modules/banks/repository.ts';
import { BanksService } from './modules/banks/service.ts';
import { enqueueLlmCategorisation } from './modules/categories/llm/enqueue.ts';
import { LlmCategoriseJob } from './modules/categories/llm/job.ts';
import { LlmCategoriesRepository } from './modules/categories/llm/repository.ts';
import { CategoriesRepository } from './modules/categories/repository.ts';
import { CategoriesService } from './modules/categories/service.ts';
import { ContactRepository } from './modules/contact/repository.ts';
import { ContactService } from './modules/contact/service.ts';
import { ExportsRepository } from './modules/exports/repository.ts';
import { ExportsService } from './modules/exports/service.ts';
import { InsightsRepository } from './modules/insights/repository.ts';
import { InsightsService } from './modules/insights/service.ts';
import { ApplyRepository } from './modules/layouts/apply-repository.ts';
import { LayoutProfilesService } from './modules/layouts/profiles-service.ts';
import { LayoutsRepository } from './modules/layouts/repository.ts';
import { LayoutsService } from './modules/layouts/service.ts';
import { MediaRepository } from './modules/media/repository.ts';
import { TransactionsRepository } from './modules/transactions/repository.ts';
import { TransactionsService } from './modules/transactions/service.ts';
import { UsersRepository } from './modules/users/repository.ts';
import { UsersService } from './modules/users/service.ts';
import { StatementParseJob } from './worker/statement-job.ts';

export type Services = {
  auth: AuthService;
  users: UsersService;
  contact: ContactService;
  media: MediaRepository;
  analyses: AnalysesService;
  /** The statement.parse job (isolated parser → stored statements and transactions). */
  statementParse: StatementParseJob;
  /** The categories.llm job; undefined when no local language model is set (decision 029). */
  llmCategorise: LlmCategoriseJob | undefined;
  transactions: TransactionsService;
  banks: BanksService;
  exports: ExportsService;
  categories: CategoriesService;
  insights: InsightsService;
  /** The fix screen: page lines, re-read, apply (issue 13). */
  layouts: LayoutsService;
  layoutProfiles: LayoutProfilesService;
};

export type ServiceDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  jobs: JobSender;
  clock: Clock;
  logger: Logger;
};

/** Limits of building one large export in its thread (100,000 rows of XLSX fit). */
const EXPORT_TIMEOUT_MS = 120_000;
const EXPORT_MEMORY_MB = 2048;

/** Wires repositories into services. The only place that knows every concrete class. */
export function createServices(deps: ServiceDeps): Services {
  const db = deps.database.db;
  const users = new UsersRepository(db);
  const media = new MediaRepository(db);
  const fileStore =
    deps.config.fileStore.kind === 's3' ? new S3FileStore(deps.config.fileStore) : undefined;
  const analysesRepo = new AnalysesRepository(db, fileStore);
  const secrets = lazySecretBox({
    secretKey: deps.config.secretKey,
    dataDir: deps.config.dataDir,
  });
  const parseLimits = {
    timeoutMs: deps.config.parseTimeoutS * 1000,
    memoryMb: deps.config.parseMemoryMb,
  };
  const categoriesRepo = new CategoriesRepository(db);
  const llm = deps.config.llm;
  const llmRepo = new LlmCategoriesRepository(db);
  const layoutsRepo = new LayoutsRepository(db);
  const transactions = new TransactionsService({
    repo: new TransactionsRepository(db),
    clock: deps.clock,
  });
  return {
    auth: new AuthService({
      auth: new AuthRepository(db),
      users,
      clock: deps.clock,
      jobs: deps.jobs,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      logger: deps.logger.child({ module: 'auth' }),
    }),
    users: new UsersService({
      users,
      media,
      uploads: analysesRepo,
      clock: deps.clock,
      logger: deps.logger.child({ module: 'users' }),
    }),
    contact: new ContactService({
      repo: new ContactRepository(db),
      clock: deps.clock,
      jobs: deps.jobs,
      mailer: deps.mailer,
      forwardTo: deps.config.contactEmailTo,
    }),
    media,
    analyses: new AnalysesService({
      repo: analysesRepo,
      jobs: deps.jobs,
      clock: deps.clock,
      logger: deps.logger.child({ module: 'analyses' }),
      secrets,
      limits: parseLimits,
      queue: deps.config.queue,
    }),
    statementParse: new StatementParseJob({
      analyses: analysesRepo,
      layouts: layoutsRepo,
      secrets,
      clock: deps.clock,
      logger: deps.logger.child({ module: 'statement-parse' }),
      limits: parseLimits,
      ...(llm
        ? {
            afterStore: async (userId: string, analysisId: string) => {
              await enqueueLlmCategorisation(
                { repo: llmRepo, jobs: deps.jobs },
                userId,
                analysisId,
              );
            },
          }
        : {}),
    }),
    llmCategorise: llm
      ? new LlmCategoriseJob({
          config: llm,
          repo: llmRepo,
          categories: categoriesRepo,
          clock: deps.clock,
          logger: deps.logger.child({ module: 'llm-categorise' }),
        })
      : undefined,
    transactions,
    banks: new BanksService({ repo: new BanksRepository(db) }),
    categories: new CategoriesService({ repo: categoriesRepo, clock: deps.clock }),
    exports: new ExportsService({
      repo: new ExportsRepository(db),
      transactions,
      categories: categoriesRepo,
      clock: deps.clock,
      isolation: {
        timeoutMs: EXPORT_TIMEOUT_MS,
        memoryMb: Math.max(EXPORT_MEMORY_MB, deps.config.parseMemoryMb),
      },
    }),
    insights: new InsightsService({
      repo: new InsightsRepository(db),
      categories: categoriesRepo,
      clock: deps.clock,
    }),
    layouts: new LayoutsService({
      repo: layoutsRepo,
      applier: new ApplyRepository(db),
      files: analysesRepo,
      clock: deps.clock,
      logger: deps.logger.child({ module: 'layouts' }),
      limits: parseLimits,
    }),
    layoutProfiles: new LayoutProfilesService({ repo: layoutsRepo, clock: deps.clock }),
  };
}

/** What each job does, in terms of services. */
export function createJobHandlers(services: Services, logger: Logger): JobHandlers {
  return {
    'system.ping': async (data) => {
      logger.debug({ nonce: data.nonce }, 'ping');
    },
    'auth.password-reset': (data) => services.auth.sendPasswordResetEmail(data.email),
    'contact.forward': (data) => services.contact.forward(data.messageId),
    'auth.purge-expired': () => services.auth.purgeExpired(),
    'statement.parse': (data) => services.statementParse.run(data.analysisId),
    'statement.fail-abandoned': async () => {
      await services.analyses.failAbandoned();
    },
    'categories.llm': async (data) => {
      // queued only while a model was set; with none now the rows simply stay as they are
      if (!services.llmCategorise)
        return logger.info('categories.llm: no local language model set');
      await services.llmCategorise.run(data.userId, data.analysisId);
    },
  };
}
