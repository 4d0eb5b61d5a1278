import type { BookedPolicy, BookingRequestSchema, z } from '@amparo/contract';
import { linkTo } from '@amparo/contract/links';
import { firstNameOf } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import {
  callerScope,
  claimIdempotencyKey,
  findIdempotentResponse,
  hashRequest,
  storeIdempotentResponse,
} from '../../services/idempotency.ts';
import { queueMail } from '../../services/mail.ts';
import { hitRateLimit, type Limit } from '../../services/rate-limit.ts';
import { keepPolicyIpid } from '../documents/kept-documents.ts';
import { customerServicePhone } from '../documents/service-phone.ts';
import { applyDiscount } from './apply-discount.ts';
import { bookedPolicyView } from './booked-policy-view.ts';
import { closeProposal, lockProposal } from './booking-proposal.ts';
import { completeNameOf, createPolicy } from './create-policy.ts';
import { createReceipts } from './create-receipts.ts';
import { createRisks, needsPhoneCheck } from './create-risks.ts';
import { findOrCreatePolicyholder } from './find-or-create-policyholder.ts';
import { issueLinks } from './issue-links.ts';
import { numberPolicy } from './number-policy.ts';
import { priceBooking } from './price-booking.ts';

type Booking = z.output<typeof BookingRequestSchema>;
type Context = {
  now: Date;
  ip: string;
  publicUrl: string;
  idempotencyKey?: string | undefined;
  actor: Actor | null;
  limits: { perAddress: Limit; perEmail: Limit };
  /** The file store: the booking mail carries the IPID made into it. Absent (demo seeds): no attachment. */
  files?: FileStore;
};

/**
 * POST /policies: books a draft policy (status 1) with its risks, receipt
 * schedule, payment method, discount and store attribution, mails the
 * customer, and marks the proposal booked, all in one transaction. With an
 * Idempotency-Key a repeated request returns the first booking.
 */
export async function bookPolicy(
  db: Database,
  booking: Booking,
  context: Context,
): Promise<{ policy: BookedPolicy; replayed: boolean; paymentAccess?: string }> {
  const { now, ip, actor } = context;
  const keyScope = callerScope('booking', { userId: actor?.id ?? null, ip });
  const requestHash = hashRequest(booking);
  if (context.idempotencyKey) {
    const answered = await findIdempotentResponse(db, keyScope, context.idempotencyKey, requestHash);
    if (answered) return { policy: answered as BookedPolicy, replayed: true };
  }
  // Counted before (and outside) the transaction, so a refused or failed booking still counts.
  if (!actor) {
    await hitRateLimit(db, `booking-ip:${ip}`, context.limits.perAddress, now);
    await hitRateLimit(
      db,
      `booking-email:${booking.holder.email.toLowerCase()}`,
      context.limits.perEmail,
      now,
    );
  }
  return db.transaction(async (tx) => {
    if (context.idempotencyKey) {
      const earlier = await claimIdempotencyKey(tx, keyScope, context.idempotencyKey, requestHash);
      if (earlier) return { policy: earlier as BookedPolicy, replayed: true };
    }
    // Checked after the key is claimed: a replay gets the first answer even if, say, the discount has run out since.
    const priced = await priceBooking(tx, booking, { now, actor });
    const proposalId = await lockProposal(tx, booking.identifier_proposal);
    const holder = await findOrCreatePolicyholder(tx, booking.holder);
    const number = await numberPolicy(tx, now);
    const phoneCheck = needsPhoneCheck(priced.insured);
    const policy = await createPolicy(tx, { booking, priced, holder, number, proposalId, phoneCheck, actor });
    await createRisks(tx, policy.id, priced.insured, booking.holder);
    const receipts = await createReceipts(tx, {
      policy,
      booking,
      schedule: priced.schedule,
      accountHolder: completeNameOf(booking.holder),
      now,
    });
    const discount = await applyDiscount(tx, policy.id, priced.discount, priced.discountAmount);
    await closeProposal(tx, proposalId, policy.id, now);
    const links = await issueLinks(tx, { policyId: policy.id, userId: holder.id, phoneCheck, now, ip });
    // The precontractual information on a durable medium (a PDF the customer keeps), the same file
    // the customer area lists later. Written before the commit: a rolled-back booking leaves an
    // unreferenced file, never a mail without its document.
    const ipid = context.files
      ? await keepPolicyIpid(context.files, policy, priced.product, await customerServicePhone(tx))
      : null;
    await queueMail(tx, {
      to: booking.holder.email,
      template: 'booking',
      data: {
        // One greeting rule for every mail (firstNameOf): the first word of the name.
        holderName: firstNameOf(booking.holder.name),
        productName: priced.product.name,
        policyNumber: policy.number,
        firstReceipt: priced.schedule[0].price,
        periodicity: booking.periodicity,
        // With a phone check due the payment waits for its validation, whose mail brings the link.
        paymentUrl: links.evaluation
          ? null
          : linkTo(context.publicUrl, 'purchasePayment', { query: { acceso: links.payment } }),
        evaluationUrl: links.evaluation
          ? linkTo(context.publicUrl, 'peritation', {
              params: { id: policy.id },
              query: { acceso: links.evaluation },
            })
          : null,
        customerAreaUrl: linkTo(context.publicUrl, 'customerArea'),
        hasIpid: ipid !== null,
      },
      secrets: [links.evaluation ?? links.payment],
      attachments: ipid ? [ipid] : [],
    });
    const result = bookedPolicyView({ policy, booking, priced, receipts, discount });
    await writeAudit(tx, {
      action: 'policy.create',
      entityType: 'policy',
      entityId: policy.id,
      actor,
      ip,
      after: result,
    });
    if (context.idempotencyKey)
      await storeIdempotentResponse(tx, keyScope, context.idempotencyKey, 201, result);
    // Handed to the caller, never stored: the idempotency table keeps the answer in clear text.
    return { policy: result, replayed: false, paymentAccess: links.payment };
  });
}
