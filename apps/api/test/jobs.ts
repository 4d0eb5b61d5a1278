import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { buildJobHandlers } from '../src/jobs/handlers.ts';
import { runDueJobs } from '../src/jobs/worker.ts';

/**
 * Runs the queued work jobs (code and link mails, imports, photo checks) as the worker
 * would, and returns how many ran. `mail.send` is left queued: the mails stay
 * in the outbox for the test to read, and no SMTP server is called.
 */
export async function runQueuedJobs(
  db: Database,
  app?: Pick<App, 'config' | 'services'>,
  now: () => Date = () => new Date(),
): Promise<number> {
  const publicUrl = app?.config.publicUrl ?? 'http://localhost:3000';
  const handlers = buildJobHandlers(
    {
      smtpUrl: undefined,
      mailFrom: 'Amparo <no-reply@amparo.test>',
      publicUrl,
      files: app?.config.files,
    },
    // With the app, the jobs that read the file store (photo checks, SEPA) run too.
    app ? { files: app.services.files, publicUrl } : undefined,
    now,
  );
  handlers.delete('mail.send');
  return runDueJobs(db, handlers, now);
}
