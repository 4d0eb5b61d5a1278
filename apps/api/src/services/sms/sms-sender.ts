import { isValidSpanishPhone, nationalSpanishPhone } from '@amparo/domain';
import type { ServicesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';

/**
 * Text messages (signing codes and links). Like mail, an SMS is written in
 * the caller's transaction, so a rolled-back request sends nothing; a
 * provider delivers it from a job (`sms.send`).
 */
export interface SmsSender {
  readonly kind: string;
  /**
   * Whether a customer may be offered SMS: the message reaches a phone (a
   * provider), or this is not production and a tester reads it in the outbox.
   */
  readonly offered: boolean;
  queue(db: Executor, sms: OutgoingSms): Promise<{ outboxId: number }>;
}

export type OutgoingSms = {
  /** A Spanish mobile, in any usual spelling (+34 612 345 678, 612345678). */
  to: string;
  text: string;
  template: string;
  /** Codes and link tokens in the text: masked wherever the outbox is shown to staff. */
  secrets?: string[];
};

/** Three concatenated SMS segments: longer texts are a mistake, not a message. */
export const SMS_MAX_LENGTH = 459;
export const SMS_TEMPLATE_PREFIX = 'sms.';

/**
 * Writes the message to the outbox the back office already shows (Correos), addressed to the
 * phone and marked `sms.<template>`: no table of its own, the outbox has every column an SMS needs.
 */
async function writeSms(db: Executor, sms: OutgoingSms, status: 'held' | 'queued'): Promise<number> {
  if (!isValidSpanishPhone(sms.to)) throw new AppError('SMS_PHONE_INVALID');
  if (sms.text.length === 0 || sms.text.length > SMS_MAX_LENGTH)
    throw new AppError('SMS_LENGTH_INVALID', { params: { max: SMS_MAX_LENGTH } });
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: `+34${nationalSpanishPhone(sms.to)}`,
      subject: 'SMS',
      text_body: sms.text,
      template: `${SMS_TEMPLATE_PREFIX}${sms.template}`,
      masked_values: sms.secrets ?? [],
      status,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * The SMS sender of one machine: nothing leaves it. The message is held in the
 * outbox, so a tester reads the code there. Offered outside production only: in
 * production a customer who picked SMS would wait for a message that never comes.
 */
export function createOutboxSmsSender(options: { production: boolean } = { production: false }): SmsSender {
  return {
    kind: 'outbox',
    offered: !options.production,
    queue: async (db, sms) => ({ outboxId: await writeSms(db, sms, 'held') }),
  };
}

/** A provider's sender: queued in the outbox, delivered by the `sms.send` job (sms-delivery.ts). */
export function createProviderSmsSender(kind: string): SmsSender {
  return {
    kind,
    offered: true,
    async queue(db, sms) {
      const outboxId = await writeSms(db, sms, 'queued');
      await enqueueJob(db, 'sms.send', { mailId: outboxId }, { dedupeKey: `sms-${outboxId}` });
      return { outboxId };
    },
  };
}

/** The sender named by SMS_SENDER. */
export function createSmsSender(config: Pick<ServicesConfig, 'smsSender'>, production = false): SmsSender {
  switch (config.smsSender) {
    case 'outbox':
      return createOutboxSmsSender({ production });
    case 'labsmobile':
      return createProviderSmsSender('labsmobile');
  }
}
