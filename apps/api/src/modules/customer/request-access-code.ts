import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { issueToken, newAccessCode, revokeUserTokens } from '../../services/tokens.ts';

export const ACCESS_CODE_SENT =
  'Si el correo corresponde a un cliente de Amparo, recibirás un código de 6 cifras. Caduca en 10 minutos.';

/**
 * Policyholders enter with a one-time code mailed to the address on their
 * policy: nothing to remember. Same answer whether the email is known or not.
 */
export async function requestAccessCode(db: Database, email: string, context: { now: Date; ip: string }) {
  await hitRateLimit(db, `access-code-ip:${context.ip}`, LIMITS.accessCodePerIp, context.now);
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email}`, eq(users.role, 'policyholder'), isNull(users.deleted_at)),
    );
  if (!user) return { message: ACCESS_CODE_SENT };
  try {
    await hitRateLimit(db, `access-code-account:${user.id}`, LIMITS.accessCodePerAccount, context.now);
  } catch {
    return { message: ACCESS_CODE_SENT };
  }
  const code = newAccessCode();
  await db.transaction(async (tx) => {
    // Only the newest code works.
    await revokeUserTokens(tx, user.id, context.now, ['access_code']);
    await issueToken(tx, {
      purpose: 'access_code',
      userId: user.id,
      now: context.now,
      ip: context.ip,
      raw: code,
    });
    await queueMail(tx, {
      to: user.email,
      subject: 'Tu código de acceso a Amparo',
      template: 'access-code',
      secrets: [code],
      text: [
        `Hola, ${user.name}:`,
        '',
        `Tu código de acceso al área de cliente de Amparo es: ${code}`,
        'Caduca en 10 minutos y sirve una sola vez.',
        '',
        'Si no lo has pedido tú, ignora este correo.',
      ].join('\n'),
    });
    await writeAudit(tx, {
      action: 'customer.access_code_sent',
      entityType: 'user',
      entityId: user.id,
      ip: context.ip,
    });
  });
  return { message: ACCESS_CODE_SENT };
}
