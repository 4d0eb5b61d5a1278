import type { Config } from '../config.ts';
import { PASSWORD_RESET_QUEUE, sendPasswordReset } from '../modules/auth/remember-password.ts';
import {
  DRAFT_SWEEP_QUEUE,
  scheduleDraftSweep,
  sweepAbandonedDrafts,
} from '../modules/claims/sweep-abandoned-drafts.ts';
import { ACCESS_CODE_QUEUE, sendAccessCodes } from '../modules/customer/request-access-code.ts';
import { STORES_IMPORT_QUEUE } from '../modules/distributors/import-stores-csv.ts';
import { runStoresImport } from '../modules/distributors/run-stores-import.ts';
import { createEvaluationCheckHandler } from '../modules/evaluations/check-evaluation.ts';
import { EVALUATION_CHECK_QUEUE } from '../modules/evaluations/create-evaluation.ts';
import {
  CHARGE_DUE_QUEUE,
  chargeDueReceipts,
  nextDay,
  scheduleChargeDue,
} from '../modules/payments/charge-due-receipts.ts';
import { RECEIPT_PAID_QUEUE, sendReceiptPaidMail } from '../modules/payments/mail-receipt-paid.ts';
import { SWEEP_QUEUE, scheduleSweep, sweepStaleAttempts } from '../modules/payments/sweep-stale-attempts.ts';
import { createPartnerDeliveryHandler } from '../modules/policies/deliver-to-partner.ts';
import { PARTNER_DELIVER_QUEUE } from '../modules/policies/send-policy-to-partner.ts';
import { SEPA_GENERATE_QUEUE } from '../modules/sepa/create-sepa-file.ts';
import { createSepaGenerateHandler } from '../modules/sepa/generate-sepa-file.ts';
import { createSepaReturnsHandler, SEPA_RETURNS_QUEUE } from '../modules/sepa/import-sepa-returns.ts';
import {
  expireLapsedSignings,
  SIGNING_EXPIRY_QUEUE,
  scheduleSigningExpiry,
} from '../modules/signatures/expire-lapsed-signings.ts';
import {
  createSigningDeadlineMailHandler,
  requestSigningReminders,
  SIGNING_EXPIRED_MAIL_QUEUE,
  SIGNING_REMINDER_QUEUE,
} from '../modules/signatures/mail-signing-deadline.ts';
import {
  createSignatureStartHandler,
  SIGNATURE_START_QUEUE,
} from '../modules/signatures/signature-start-job.ts';
import { USERS_IMPORT_QUEUE } from '../modules/users/import-users-csv.ts';
import { runUsersImport } from '../modules/users/run-users-import.ts';
import type { FileStore } from '../services/files/file-store.ts';
import { createMailHandler, createTransport } from '../services/mail-delivery.ts';
import { createCardGateway } from '../services/payments/card-gateway.ts';
import { createSignatureProvider } from '../services/signature/signature-provider.ts';
import type { JobHandler } from './worker.ts';

type HandlerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> &
  Partial<Pick<Config, 'services' | 'redsys' | 'files' | 'partnerWebhooks' | 'partnerWebhooksAllowPrivate'>>;
type Payload = { email: string; ip: string };

/**
 * Queue name -> handler. Each capability (mail, SEPA, photo checks) adds its own here.
 * The SEPA jobs and the phone check's photo checks need the file store and the
 * site's address; a process that does not pass them (a mail-only test) does not
 * take those jobs.
 */
export function buildJobHandlers(
  config: HandlerConfig,
  outside?: { files: FileStore; publicUrl: string },
): Map<string, JobHandler> {
  const handlers = new Map<string, JobHandler>([
    [
      'mail.send',
      createMailHandler(
        createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
        config.mailFrom,
        outside?.files,
      ),
    ],
    [
      PASSWORD_RESET_QUEUE,
      (job, db) =>
        sendPasswordReset(db, job.payload as Payload, { now: new Date(), publicUrl: config.publicUrl }),
    ],
    [ACCESS_CODE_QUEUE, (job, db) => sendAccessCodes(db, job.payload as Payload, { now: new Date() })],
    [
      RECEIPT_PAID_QUEUE,
      (job, db) =>
        sendReceiptPaidMail(db, job.payload as { paymentId: number; transactionId: number }, {
          publicUrl: config.publicUrl,
        }),
    ],
    [USERS_IMPORT_QUEUE, (job, db) => runUsersImport(db, job, { publicUrl: config.publicUrl })],
    [STORES_IMPORT_QUEUE, (job, db) => runStoresImport(db, job)],
  ]);
  // Hourly: open signings left alone for 7 days expire (and mail it), those in their last 2 days
  // get their one reminder, and the next hour is queued.
  handlers.set(SIGNING_EXPIRY_QUEUE, async (_job, db) => {
    const now = new Date();
    await expireLapsedSignings(db, now);
    await requestSigningReminders(db, now);
    await scheduleSigningExpiry(db, now);
  });
  handlers.set(SIGNING_REMINDER_QUEUE, createSigningDeadlineMailHandler('reminder', config.publicUrl));
  handlers.set(SIGNING_EXPIRED_MAIL_QUEUE, createSigningDeadlineMailHandler('expired', config.publicUrl));
  // Issue 13: signed webhooks to the partners of PARTNER_WEBHOOKS.
  handlers.set(
    PARTNER_DELIVER_QUEUE,
    createPartnerDeliveryHandler(config.partnerWebhooks ?? {}, {
      allowPrivateAddresses: config.partnerWebhooksAllowPrivate ?? false,
    }),
  );
  if (config.services && config.services.cardGateway !== 'none') {
    const gateway = createCardGateway({ ...config.services, redsys: config.redsys });
    handlers.set(CHARGE_DUE_QUEUE, async (job, db) => {
      const date = String((job.payload as { date?: unknown }).date);
      await chargeDueReceipts(db, gateway, { date, now: new Date(), publicUrl: config.publicUrl });
      // Each day's run queues the next one: the schedule lives in the queue, not in one process's timer.
      await scheduleChargeDue(db, nextDay(date));
    });
    // Hourly: card attempts the gateway never answered are closed, and the next hour queued.
    handlers.set(SWEEP_QUEUE, async (_job, db) => {
      const now = new Date();
      await sweepStaleAttempts(db, now);
      await scheduleSweep(db, now);
    });
  }
  if (outside) {
    handlers.set(SEPA_GENERATE_QUEUE, createSepaGenerateHandler(outside.files));
    handlers.set(SEPA_RETURNS_QUEUE, createSepaReturnsHandler(outside.publicUrl));
    // Daily: claim drafts unchanged for 30 days go with their files, and the next day is queued.
    handlers.set(DRAFT_SWEEP_QUEUE, async (_job, db, log) => {
      const now = new Date();
      await sweepAbandonedDrafts(db, outside.files, now, log);
      await scheduleDraftSweep(db, now);
    });
    handlers.set(
      SIGNATURE_START_QUEUE,
      createSignatureStartHandler({
        files: outside.files,
        publicUrl: outside.publicUrl,
        provider: createSignatureProvider({
          signatureProvider: config.services?.signatureProvider ?? 'builtin',
          publicUrl: outside.publicUrl,
        }),
      }),
    );
    handlers.set(
      EVALUATION_CHECK_QUEUE,
      createEvaluationCheckHandler({
        files: outside.files,
        publicUrl: outside.publicUrl,
        // The same gate limits as the upload; the defaults of FILES_MAX_BYTES / FILES_MAX_PIXELS otherwise.
        limits: {
          maxBytes: config.files?.maxBytes ?? 10 * 1024 * 1024,
          maxPixels: config.files?.maxPixels ?? 50_000_000,
        },
      }),
    );
  }
  return handlers;
}
