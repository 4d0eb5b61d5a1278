import { isValidSpanishPhone, nationalSpanishPhone } from '@amparo/domain';
import type { ServicesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Text messages (signing and phone-check codes. Like mail,
 * an SMS is written in the caller's transaction, so a rolled-back request
 * sends nothing. A provider, when one comes, delivers it from a job.
 */
export interface SmsSender {
  readonly kind: string;
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
 * The SMS sender of one machine: nothing leaves it. The message lands in the
 * outbox the back office already shows (Correos), addressed to the phone and
 * marked `sms.<template>`, held as undelivered mail is, so a tester reads the
 * code there. No table of its own: the outbox has every column an SMS needs.
 */
export function createOutboxSmsSender(): SmsSender {
  return {
    kind: 'outbox',
    async queue(db, sms) {
      if (!isValidSpanishPhone(sms.to)) {
        throw new AppError('SMS_PHONE_INVALID');
      }
      if (sms.text.length === 0 || sms.text.length > SMS_MAX_LENGTH) {
        throw new AppError('SMS_LENGTH_INVALID', { params: { max: SMS_MAX_LENGTH } });
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to_address: `+34${nationalSpanishPhone(sms.to)}`,
          subject: 'SMS',
          text_body: sms.text,
          template: `${SMS_TEMPLATE_PREFIX}${sms.template}`,
          masked_values: sms.secrets ?? [],
          status: 'held',
        })
        .returning({ id: mailOutbox.id });
      return { outboxId: row!.id };
    },
  };
}

/** The sender named by SMS_SENDER; a provider (and its delivery job) would be added here. */
export function createSmsSender(config: Pick<ServicesConfig, 'smsSender'>): SmsSender {
  switch (config.smsSender) {
    case 'outbox':
      return createOutboxSmsSender();
  }
}
