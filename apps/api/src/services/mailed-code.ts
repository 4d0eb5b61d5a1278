import type { Executor } from '../db/client.ts';
import { queueMail } from './mail.ts';
import { issueToken, newAccessCode, revokeUserTokens, type TokenPurpose } from './tokens.ts';

/** The mails that carry a 6-digit code; each template takes the holder's name and the code. */
type CodeTemplate = 'access-code' | 'login-code' | 'email-change-code';

/**
 * Issues a fresh 6-digit code for one purpose and queues it by mail, in the
 * caller's transaction. Only the newest code of a purpose works, so earlier
 * ones are revoked. `bind` is hashed together with the code (an email change
 * binds the new address, so the code proves that address and no other);
 * `guessCode` must then be given `${bind}:${code}`.
 */
export async function mailNewCode(
  tx: Executor,
  input: {
    user: { id: number; name: string };
    to: string;
    purpose: TokenPurpose;
    template: CodeTemplate;
    bind?: string;
  },
  context: { now: Date; ip: string },
): Promise<void> {
  const code = newAccessCode();
  await revokeUserTokens(tx, input.user.id, context.now, [input.purpose]);
  await issueToken(tx, {
    purpose: input.purpose,
    userId: input.user.id,
    now: context.now,
    ip: context.ip,
    raw: input.bind === undefined ? code : `${input.bind}:${code}`,
  });
  await queueMail(tx, {
    to: input.to,
    template: input.template,
    data: { name: input.user.name, code },
    secrets: [code],
  });
}
