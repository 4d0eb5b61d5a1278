import { PolicyStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { mailOutbox, paymentMethods, payments } from '../../db/schema/index.ts';
import { mailExpiringCards } from './mail-expiring-cards.ts';

// A card on file that expires before the next receipt: the customer is asked once to update it.

const t = useTestApp();
const run = (date: string) => mailExpiringCards(t.db, { date }, { publicUrl: 'https://amparo.test' });

async function policyPayingBy(expiry: string, nextChargeOn: string) {
  const { policy } = await seedPolicy(t.db, { status: PolicyStatus.ACTIVE_PAID_SIGNED });
  const [card] = await t.db
    .insert(paymentMethods)
    .values({
      policy_id: policy.id,
      type: 1,
      card_reference: `ref-${policy.id}`,
      card_last4: '4242',
      card_expiry: expiry,
    })
    .returning();
  await t.db.insert(payments).values({
    policy_id: policy.id,
    sequence: 2,
    price_cents: 1195,
    pending_amount_cents: 1195,
    activation_date: nextChargeOn,
    payment_method_id: card!.id,
  });
  const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, policy.email));
  return { policy, card: card!, mails };
}

describe('cards on file that expire before the next charge', () => {
  it('asks once, saying the card, its month and the charge; a new card with its own expiry is asked about again', async () => {
    const { policy, card, mails } = await policyPayingBy('2701', '2027-02-10');
    expect(await run('2027-01-05')).toEqual({ mailed: 0 }); // the charge is 36 days away
    expect(await run('2027-01-20')).toEqual({ mailed: 1 });
    expect(await run('2027-01-21')).toEqual({ mailed: 0 });
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Tu tarjeta caduca antes del próximo recibo: póliza ${policy.number}`);
    expect(mail!.text_body).toContain('terminada en 4242');
    expect(mail!.text_body).toContain(
      'caduca en 01/2027, antes del próximo recibo de 11,95 € del 10/02/2027',
    );
    await t.db
      .update(paymentMethods)
      .set({ card_expiry: '2701', card_expiry_notice_for: '2612' })
      .where(eq(paymentMethods.id, card.id));
    expect(await run('2027-01-22')).toEqual({ mailed: 1 });
  });

  it('says nothing for a card that lasts past the charge', async () => {
    const { mails } = await policyPayingBy('2702', '2027-02-10');
    expect(await run('2027-01-20')).toEqual({ mailed: 0 });
    expect(await mails()).toEqual([]);
  });
});
