import type { Config } from '../config.ts';
import { createMailHandler, createTransport } from '../services/mail-delivery.ts';
import type { JobHandler } from './worker.ts';

/** Queue name -> handler. Each capability (mail, SEPA, photo checks) adds its own here. */
export function buildJobHandlers(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Map<string, JobHandler> {
  return new Map<string, JobHandler>([
    [
      'mail.send',
      createMailHandler(createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }), config.mailFrom),
    ],
  ]);
}
