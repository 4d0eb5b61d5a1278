import { z } from '@amparo/contract';
import type { StoresImportPayload } from '../modules/distributors/import-stores-csv.ts';
import type { ReturnRow } from '../modules/sepa/parse-return-file.ts';
import type { UsersImportPayload } from '../modules/users/import-users-csv.ts';

/**
 * Lower runs first. A customer waits on a code, a reset link or a receipt mail; nobody waits on
 * an invitation batch or a SEPA file from one second to the next, so bulk work goes last even
 * when it was due earlier (docs/operations.md, "Workers").
 */
export const JobPriority = { customer: 1, standard: 5, bulk: 9 } as const;
export type JobPriority = (typeof JobPriority)[keyof typeof JobPriority];

/**
 * A payload built and checked by its use-case (a CSV's rows, already validated row by row):
 * the schema states its type and that it is an object, without checking 5,000 rows again.
 */
const checkedBy = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);

const kind = <S extends z.ZodType>(definition: { payload: S; priority: JobPriority; maxAttempts: number }) =>
  definition;

const emailRequest = z.object({ email: z.string(), ip: z.string() });
/** A recurring job that works on one Madrid day (schedules.ts, madridDaily): the day it is for. */
const dailyRun = () =>
  kind({ payload: z.object({ date: z.iso.date() }), priority: JobPriority.standard, maxAttempts: 5 });
const nothing = z.object({}).loose();

/**
 * Every kind of job: its payload, its priority and how many attempts it gets. The handlers are
 * wired in `handlers.ts` (they need the configuration and services), the recurring ones get
 * their schedule in `schedules.ts`. Declarations only, so any module may import this file.
 */
export const JOB_KINDS = {
  'mail.send': kind({
    payload: z.object({ mailId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  // A signing code by SMS: the customer is on the page waiting (services/sms/sms-delivery.ts).
  'sms.send': kind({
    payload: z.object({ mailId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  'auth.password-reset': kind({ payload: emailRequest, priority: JobPriority.customer, maxAttempts: 5 }),
  'customer.access-code': kind({ payload: emailRequest, priority: JobPriority.customer, maxAttempts: 5 }),
  'mail.receipt-paid': kind({
    payload: z.object({ paymentId: z.number().int(), transactionId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  'mail.signing-reminder': kind({
    payload: z.object({ signatureId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  'mail.signing-expired': kind({
    payload: z.object({ signatureId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  // The contract to sign and the phone check's verdict: the customer is on the page waiting.
  'signature.start': kind({
    payload: z.object({ policyId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  'evaluations.check': kind({
    payload: z.object({ evaluationId: z.number().int() }),
    priority: JobPriority.customer,
    maxAttempts: 5,
  }),
  // A partner down for a while gets seven tries over about eleven hours (docs/policy-admin.md).
  'partners.deliver': kind({
    payload: z.object({ delivery_id: z.number().int() }),
    priority: JobPriority.standard,
    maxAttempts: 7,
  }),
  // One attempt: each batch commits with its progress; a file failing half-way is reported, not
  // silently retried minutes later.
  'users.import': kind({
    payload: checkedBy<UsersImportPayload>(),
    priority: JobPriority.bulk,
    maxAttempts: 1,
  }),
  'stores.import': kind({
    payload: checkedBy<StoresImportPayload>(),
    priority: JobPriority.bulk,
    maxAttempts: 1,
  }),
  'sepa.generate': kind({
    payload: z.object({ fileId: z.number().int() }),
    priority: JobPriority.bulk,
    maxAttempts: 3,
  }),
  'sepa.returns': kind({
    payload: z.object({
      rows: checkedBy<ReturnRow[]>(),
      actorId: z.number().int(),
      actorRole: z.string(),
      ip: z.string().optional(),
    }),
    priority: JobPriority.bulk,
    maxAttempts: 3,
  }),
  // Recurring (schedules.ts). The day's card charges carry the Madrid day they charge.
  'payments.charge-due': dailyRun(),
  'sepa.collect': dailyRun(),
  // The end of term first (its receipts are charged the same day), the notices after.
  'renewals.renew': dailyRun(),
  'renewals.announce': dailyRun(),
  'premiums.follow-unpaid': dailyRun(),
  'bookings.close-unpaid': dailyRun(),
  'payments.card-expiry': dailyRun(),
  'payments.sweep-pending': kind({ payload: nothing, priority: JobPriority.standard, maxAttempts: 5 }),
  'signatures.expire-lapsed': kind({ payload: nothing, priority: JobPriority.standard, maxAttempts: 5 }),
  'claims.sweep-drafts': kind({ payload: nothing, priority: JobPriority.standard, maxAttempts: 5 }),
  'jobs.cleanup': kind({ payload: nothing, priority: JobPriority.standard, maxAttempts: 5 }),
} as const;

export type JobName = keyof typeof JOB_KINDS;
export type JobPayload<N extends JobName> = z.input<(typeof JOB_KINDS)[N]['payload']>;

export const isJobName = (name: string): name is JobName => Object.hasOwn(JOB_KINDS, name);
