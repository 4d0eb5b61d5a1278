import { RENEWAL_NOTICE_MIN_MONTHS, UNPAID_BOOKING_CLOSE_DAYS } from '@amparo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sendPasswordReset } from '../modules/auth/remember-password.ts';
import { sweepAbandonedDrafts } from '../modules/claims/sweep-abandoned-drafts.ts';
import { sendAccessCodes } from '../modules/customer/request-access-code.ts';
import { runStoresImport } from '../modules/distributors/run-stores-import.ts';
import { createEvaluationCheckHandler } from '../modules/evaluations/check-evaluation.ts';
import { chargeDueReceipts } from '../modules/payments/charge-due-receipts.ts';
import { mailExpiringCards } from '../modules/payments/mail-expiring-cards.ts';
import { sendReceiptPaidMail } from '../modules/payments/mail-receipt-paid.ts';
import { sweepStaleAttempts } from '../modules/payments/sweep-stale-attempts.ts';
import { createPartnerDeliveryHandler } from '../modules/policies/deliver-to-partner.ts';
import { followUnpaidPremiums } from '../modules/policies/follow-unpaid-premiums.ts';
import { closeUnpaidBookings } from '../modules/purchase/close-unpaid-bookings.ts';
import { announceRenewals } from '../modules/renewals/announce-renewals.ts';
import { renewPolicies } from '../modules/renewals/renew-policies.ts';
import { collectDueDebits } from '../modules/sepa/collect-sepa-debits.ts';
import { createSepaGenerateHandler } from '../modules/sepa/generate-sepa-file.ts';
import { createSepaReturnsHandler } from '../modules/sepa/import-sepa-returns.ts';
import { expireLapsedSignings } from '../modules/signatures/expire-lapsed-signings.ts';
import {
  createSigningDeadlineMailHandler,
  requestSigningReminders,
} from '../modules/signatures/mail-signing-deadline.ts';
import { createSignatureStartHandler } from '../modules/signatures/signature-start-job.ts';
import { runUsersImport } from '../modules/users/run-users-import.ts';
import type { FileStore } from '../services/files/file-store.ts';
import { createMailHandler, createTransport } from '../services/mail-delivery.ts';
import { createCardGateway } from '../services/payments/card-gateway.ts';
import { createSignatureProvider } from '../services/signature/signature-provider.ts';
import { createLabsMobileHandler } from '../services/sms/sms-delivery.ts';
import type { JobName } from './kinds.ts';
import { deleteDoneJobs, type TypedJob } from './queue.ts';
import type { JobHandler } from './worker.ts';

type HandlerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> &
  Partial<
    Pick<
      Config,
      | 'mailReplyTo'
      | 'services'
      | 'labsmobile'
      | 'redsys'
      | 'files'
      | 'partnerWebhooks'
      | 'partnerWebhooksAllowPrivate'
      | 'jobsKeepDoneDays'
      | 'renewalNoticeMonths'
      | 'unpaidBookingCloseDays'
    >
  >;

type Handler<N extends JobName> = (
  job: TypedJob<N>,
  db: Database,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) => Promise<unknown>;
type Handlers = { [N in JobName]?: Handler<N> };

/**
 * Job kind -> handler, typed by the kind's payload (kinds.ts). The SEPA jobs, the draft sweep,
 * the signing and the photo checks need the file store and the site's address; a process that
 * does not pass them (a mail-only test) does not take those jobs. The card jobs need a gateway.
 * `now` is the worker's clock: every handler reads the time from it.
 */
export function buildJobHandlers(
  config: HandlerConfig,
  outside: { files: FileStore; publicUrl: string } | undefined,
  now: () => Date,
): Map<string, JobHandler> {
  const { publicUrl } = config;
  const handlers: Handlers = {
    'mail.send': createMailHandler(
      createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
      { from: config.mailFrom, replyTo: config.mailReplyTo },
      outside?.files,
      now,
    ),
    'auth.password-reset': (job, db) => sendPasswordReset(db, job.payload, { now: now(), publicUrl }),
    'customer.access-code': (job, db) => sendAccessCodes(db, job.payload, { now: now() }),
    'mail.receipt-paid': (job, db) => sendReceiptPaidMail(db, job.payload, { publicUrl }),
    'users.import': (job, db) => runUsersImport(db, job, { publicUrl, now }),
    'stores.import': (job, db) => runStoresImport(db, job, now),
    'payments.card-expiry': (job, db) => mailExpiringCards(db, job.payload, { publicUrl }),
    'bookings.close-unpaid': (job, db) =>
      closeUnpaidBookings(db, job.payload, {
        now: now(),
        days: config.unpaidBookingCloseDays ?? UNPAID_BOOKING_CLOSE_DAYS,
        publicUrl,
      }),
    'premiums.follow-unpaid': (job, db) => followUnpaidPremiums(db, job.payload, { now: now(), publicUrl }),
    'renewals.renew': (job, db) =>
      renewPolicies(db, job.payload, { now: now(), publicUrl, ...(outside ? { files: outside.files } : {}) }),
    'renewals.announce': (job, db) =>
      announceRenewals(db, job.payload, {
        leadMonths: config.renewalNoticeMonths ?? RENEWAL_NOTICE_MIN_MONTHS,
        publicUrl,
        now: now(),
        ...(outside ? { files: outside.files } : {}),
      }),
    // Hourly: open signings left alone for 7 days expire (and mail it), those in their last 2 days
    // get their one reminder.
    'signatures.expire-lapsed': async (_job, db) => {
      await expireLapsedSignings(db, now());
      await requestSigningReminders(db, now());
    },
    'mail.signing-reminder': createSigningDeadlineMailHandler('reminder', publicUrl, now),
    'mail.signing-expired': createSigningDeadlineMailHandler('expired', publicUrl, now),
    // Signed webhooks to the partners of PARTNER_WEBHOOKS (docs/policy-admin.md).
    'partners.deliver': createPartnerDeliveryHandler(config.partnerWebhooks ?? {}, {
      allowPrivateAddresses: config.partnerWebhooksAllowPrivate ?? false,
      now,
    }),
    'jobs.cleanup': async (_job, db) => void (await deleteDoneJobs(db, now(), config.jobsKeepDoneDays ?? 30)),
  };
  if (config.services?.smsSender === 'labsmobile' && config.labsmobile)
    handlers['sms.send'] = createLabsMobileHandler(config.labsmobile, now);
  if (config.services && config.services.cardGateway !== 'none') {
    const gateway = createCardGateway({ ...config.services, redsys: config.redsys });
    handlers['payments.charge-due'] = (job, db) =>
      chargeDueReceipts(db, gateway, { date: job.payload.date, now: now(), publicUrl });
    // Hourly: card attempts the gateway never answered are closed.
    handlers['payments.sweep-pending'] = async (_job, db) => void (await sweepStaleAttempts(db, now()));
  }
  if (outside) {
    handlers['sepa.generate'] = createSepaGenerateHandler(outside.files, now, outside.publicUrl);
    // Daily: the direct debits of the files due by that Madrid day count as paid.
    handlers['sepa.collect'] = async (job, db) =>
      void (await collectDueDebits(db, job.payload.date, { now: now(), publicUrl: outside.publicUrl }));
    handlers['sepa.returns'] = createSepaReturnsHandler(outside.publicUrl, now);
    // Daily: claim drafts unchanged for 30 days go with their files.
    handlers['claims.sweep-drafts'] = (_job, db, log) => sweepAbandonedDrafts(db, outside.files, now(), log);
    handlers['signature.start'] = createSignatureStartHandler(
      {
        files: outside.files,
        publicUrl: outside.publicUrl,
        provider: createSignatureProvider({
          signatureProvider: config.services?.signatureProvider ?? 'builtin',
          publicUrl: outside.publicUrl,
        }),
      },
      now,
    );
    handlers['evaluations.check'] = createEvaluationCheckHandler(
      {
        files: outside.files,
        publicUrl: outside.publicUrl,
        // The same gate limits as the upload; the defaults of FILES_MAX_BYTES / FILES_MAX_PIXELS otherwise.
        limits: {
          maxBytes: config.files?.maxBytes ?? 10 * 1024 * 1024,
          maxPixels: config.files?.maxPixels ?? 50_000_000,
        },
      },
      now,
    );
  }
  // The worker checks each payload against its kind's schema before the handler sees it.
  return new Map(Object.entries(handlers) as [string, JobHandler][]);
}
