import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@bsp/shared';
import type { Clock } from '../../clock.ts';
import type { Mailer } from '../../email/mailer.ts';
import { contactForwardEmail } from '../../email/templates.ts';
import type { JobSender } from '../../jobs/registry.ts';
import type { ContactRepository } from './repository.ts';

export class ContactService {
  readonly #repo: ContactRepository;
  readonly #clock: Clock;
  readonly #jobs: JobSender;
  readonly #mailer: Mailer;
  readonly #forwardTo: string | undefined;

  constructor(deps: {
    repo: ContactRepository;
    clock: Clock;
    jobs: JobSender;
    mailer: Mailer;
    forwardTo: string | undefined;
  }) {
    this.#repo = deps.repo;
    this.#clock = deps.clock;
    this.#jobs = deps.jobs;
    this.#mailer = deps.mailer;
    this.#forwardTo = deps.forwardTo;
  }

  /** Stores the message; forwarding by email happens in a job when CONTACT_EMAIL_TO is set. */
  async create(message: ContactRequest): Promise<{ id: string }> {
    const id = randomUUID();
    await this.#repo.insert(id, message, this.#clock.now());
    if (this.#forwardTo) await this.#jobs.send('contact.forward', { messageId: id });
    return { id };
  }

  async forward(messageId: string): Promise<void> {
    if (!this.#forwardTo) return;
    const row = await this.#repo.find(messageId);
    if (!row || row.forwarded_at) return;
    await this.#mailer.send(
      contactForwardEmail(this.#forwardTo, {
        id: row.id,
        name: row.name,
        email: row.email,
        company: row.company,
        subject: row.subject as ContactRequest['subject'],
        message: row.message,
        priority: row.priority as ContactRequest['priority'],
      }),
    );
    await this.#repo.markForwarded(messageId, this.#clock.now());
  }
}
