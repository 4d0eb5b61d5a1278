import type { ClaimDetail, ClaimReplyRequest } from '@amparo/contract';
import { linkTo } from '@amparo/contract/links';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { SEEDED_CLAIMS_DESK_EMAIL } from '../../db/seed/seed-reference-data.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { decodeUploadBase64 } from '../../services/files/base64.ts';
import { type StoredUpload, storeUpload } from '../../services/files/store-upload.ts';
import {
  callerScope,
  claimIdempotencyKey,
  hashRequest,
  storeIdempotentResponse,
} from '../../services/idempotency.ts';
import { queueMail } from '../../services/mail.ts';
import type { Services } from '../../services/registry.ts';
import { readSettings } from '../settings/read-settings.ts';
import { accessibleClaim, lockClaim } from './claim-access.ts';
import { claimDetail } from './claim-view.ts';
import { writeClaimMessage } from './write-claim-message.ts';

/**
 * `POST /claims/{id}/messages`: the policyholder writes to the claims desk on a
 * sent claim (a draft has no desk yet: 409), closed ones too (a customer who
 * disagrees with a denial says so here), with one file if they like, through
 * the same upload gate as claim documents. In one transaction: the message,
 * the audit, and the mail 'claim-reply-received' to the desk's mailbox
 * (setting `claims_desk_email`); the desk's list counts it unread until opened.
 * Only the holder (permission customer.area: staff get 403 before anything is
 * read, and write from the desk). A failed transaction
 * deletes the stored file; an Idempotency-Key makes a retry write nothing twice.
 */
export async function replyToClaim(
  db: Database,
  services: Pick<Services, 'files' | 'uploadLimits'>,
  actor: Actor,
  claimId: number,
  input: ClaimReplyRequest,
  context: {
    now: Date;
    ip: string;
    publicUrl: string;
    idempotencyKey?: string | undefined;
    log?: Pick<FastifyBaseLogger, 'warn'>;
  },
): Promise<ClaimDetail> {
  const { claim, policy } = await accessibleClaim(db, actor, claimId, 'write');
  if (!claim.sent_at) throw new AppError('CLAIM_DRAFT_NO_MESSAGES');
  const scope = callerScope(`claim-messages:${claim.id}`, { userId: actor.id, ip: context.ip });
  const key = context.idempotencyKey;

  let stored: StoredUpload | null = null;
  if (input.fileBase64)
    stored = await storeUpload(
      services.files,
      {
        folder: `claims/${claim.id}/messages`,
        bytes: decodeUploadBase64(input.fileBase64),
        filename: input.filename ?? 'adjunto',
      },
      services.uploadLimits,
      context.now,
    );
  let replayed = false;
  try {
    await db.transaction(async (tx) => {
      replayed = Boolean(key && (await claimIdempotencyKey(tx, scope, key, hashRequest(input))));
      if (replayed) return;
      const locked = await lockClaim(tx, claim.id);
      const attachmentName = stored ? (stored.filename ?? stored.key.split('/').pop()!) : null;
      await writeClaimMessage(tx, {
        claimId: claim.id,
        author: 'customer',
        actor,
        body: input.body,
        attachment: stored
          ? { key: stored.key, filename: attachmentName!, mime: stored.upload.contentType, size: stored.size }
          : null,
        ip: context.ip,
        now: context.now,
      });
      const [holder] = await tx
        .select({ name: policies.complete_name })
        .from(policies)
        .where(eq(policies.id, policy.id));
      const deskEmail = (await readSettings(tx, false)).claims_desk_email ?? SEEDED_CLAIMS_DESK_EMAIL;
      await queueMail(tx, {
        to: deskEmail,
        template: 'claim-reply-received',
        data: {
          claimNumber: locked.number ?? `#${claim.id}`,
          holderName: holder?.name ?? '',
          policyNumber: policy.number,
          body: input.body,
          attachmentName,
          deskUrl: linkTo(context.publicUrl, 'adminClaim', { params: { id: claim.id } }),
        },
      });
      if (key) await storeIdempotentResponse(tx, scope, key, 201, { claim_id: claim.id });
    });
  } catch (error) {
    await dropAttachment(services, stored, context.log);
    throw error;
  }
  // A retry's copy of the file: the first request's message keeps its own.
  if (replayed) await dropAttachment(services, stored, context.log);
  return claimDetail(db, services.files, claim.id, context.now);
}

async function dropAttachment(
  services: Pick<Services, 'files'>,
  stored: StoredUpload | null,
  log: Pick<FastifyBaseLogger, 'warn'> | undefined,
) {
  if (!stored) return;
  await services.files.delete(stored.key).catch((cleanup: unknown) => {
    log?.warn({ err: cleanup, key: stored.key }, 'attachment of an unwritten message left in the store');
  });
}
