import { RiskType } from '@amparo/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  mailOutbox,
  paymentMethods,
  policies,
  policyRisks,
  proposals,
  riskPersons,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { revokeUserTokens } from '../../services/tokens.ts';
import { findVisibleUser } from '../users/user-visibility.ts';

export const ANONYMISED = 'Anonimizado';

/**
 * Right to erasure (GDPR art. 17). Insurance law keeps the contract record
 * (policy numbers, amounts, dates, claims) for the legal period, so the
 * person is anonymised rather than deleted: names, contact data, identity
 * document, account number, saved proposals and mails go; the account is
 * closed and every session ends.
 */
export async function erasePersonalData(
  db: Database,
  actor: Actor,
  userId: number,
  context: { now: Date; ip: string },
) {
  if (userId === actor.id) throw new AppError('PERSONAL_DATA_SELF_ERASE');
  const before = await findVisibleUser(db, actor, userId);
  const placeholderEmail = `anonimizado-${userId}@amparo.invalid`;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: placeholderEmail,
        name: ANONYMISED,
        surname1: null,
        surname2: null,
        phone: null,
        document_code: null,
        document_type: null,
        birth_date: null,
        country_birth: null,
        country_resid: null,
        marital_status: null,
        sex: null,
        password_hash: null,
        deleted_at: context.now,
        updated_at: context.now,
      })
      .where(eq(users.id, userId));
    const erasedPolicies = await tx
      .update(policies)
      .set({
        complete_name: ANONYMISED,
        email: placeholderEmail,
        phone: '',
        document_code: null,
        updated_at: context.now,
      })
      .where(eq(policies.policyholder_id, userId))
      .returning({ id: policies.id });
    const policyIds = erasedPolicies.map((p) => p.id);
    if (policyIds.length) {
      const personRisks = tx
        .select({ id: policyRisks.id })
        .from(policyRisks)
        .where(and(inArray(policyRisks.policy_id, policyIds), eq(policyRisks.risk_type, RiskType.PERSON)));
      await tx.update(policyRisks).set({ name: ANONYMISED }).where(inArray(policyRisks.id, personRisks));
      await tx
        .update(riskPersons)
        .set({ id_number: ANONYMISED })
        .where(inArray(riskPersons.policy_risk_id, personRisks));
      // The account number goes; its last four digits stay so receipts can still be matched.
      await tx
        .update(paymentMethods)
        .set({
          account_holder: ANONYMISED,
          iban: sql`case when ${paymentMethods.iban} is null then null else '****' || right(${paymentMethods.iban}, 4) end`,
          card_reference: null,
        })
        .where(inArray(paymentMethods.policy_id, policyIds));
    }
    await tx
      .update(proposals)
      .set({ data: {}, email: null, phone: null })
      .where(
        or(
          eq(proposals.email, before.email),
          policyIds.length ? inArray(proposals.policy_id, policyIds) : undefined,
        ),
      );
    await tx
      .update(mailOutbox)
      .set({
        to_address: placeholderEmail,
        text_body: '[contenido borrado por petición del interesado]',
        html_body: null,
        masked_values: [],
      })
      .where(eq(mailOutbox.to_address, before.email));
    await revokeUserTokens(tx, userId, context.now);
    // The audit row says what was erased, not the erased values.
    await writeAudit(tx, {
      action: 'personal_data.erase',
      entityType: 'user',
      entityId: userId,
      actor,
      ip: context.ip,
      after: { anonymised: true, policies: erasedPolicies.map((p) => p.id) },
    });
  });
  return { message: 'Datos personales anonimizados. Las pólizas se conservan sin datos identificativos.' };
}
