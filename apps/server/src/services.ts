import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './email/mailer.ts';
import type { JobHandlers, JobSender } from './jobs/registry.ts';
import { AuthRepository } from './modules/auth/repository.ts';
import { AuthService } from './modules/auth/service.ts';
import { ContactRepository } from './modules/contact/repository.ts';
import { ContactService } from './modules/contact/service.ts';
import { MediaRepository } from './modules/media/repository.ts';
import { UsersRepository } from './modules/users/repository.ts';
import { UsersService } from './modules/users/service.ts';

export type Services = {
  auth: AuthService;
  users: UsersService;
  contact: ContactService;
  media: MediaRepository;
};

export type ServiceDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  jobs: JobSender;
  clock: Clock;
  logger: Logger;
};

/** Wires repositories into services. The only place that knows every concrete class. */
export function createServices(deps: ServiceDeps): Services {
  const db = deps.database.db;
  const users = new UsersRepository(db);
  const media = new MediaRepository(db);
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
  };
}
