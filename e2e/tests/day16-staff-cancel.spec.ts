import { cancellationSettlement, isCancellationRefusal, madridDate, receiptPeriod } from '@amparo/domain';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { readAgedPolicy } from '../support/aged-policies.ts';
import { waitForMail } from './api-helpers.ts';
import {
  cancelFromPolicyPage,
  euros,
  logInStaff,
  openPolicyFromList,
  policyDetail,
  setCancellationMode,
  spanishDate,
} from './cancel-helpers.ts';
import { expect, test } from './fixtures.ts';

// On day 16 cancellation follows the settings (docs/cancellation.md): staff cancel two policies
// concluded 16 days ago (support/seed-aged-policies.ts), their own, not the customer spec's, from the
// back office, once with each setting.

// Desktop only (playwright.config.ts): the setting is one for the whole server and the two
// projects run at once; switching it from both would race.
test('day 16: staff cancel from the back office, by the setting (end of period, then pro rata)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInStaff(page, request);

  // end_of_period (the seeded default): cover to the end of the paid month, nothing back.
  const endOfPeriod = readAgedPolicy(E2E_DATA_DIR, 'staff-end-of-period');
  const before = await policyDetail(request, endOfPeriod.id);
  const [paid] = before.policy_payments.filter((p) => p.price > 0 && p.pending_amount === 0);
  expect(paid?.activation_date).toBe(endOfPeriod.bookedOn);
  await openPolicyFromList(page, endOfPeriod);
  const first = await cancelFromPolicyPage(page, endOfPeriod, 'staff-end-of-period');
  // The paid month's last day, by the domain's own period rule.
  const periodEnd = receiptPeriod(paid!.activation_date, before.periodicity).to;
  await expect(first).toContainText(`La cobertura termina el ${spanishDate(periodEnd)}.`);
  // What the dialog showed before confirming is what was done.
  expect(first.outcomeText).toContain(`La cobertura termina el ${spanishDate(periodEnd)}.`);
  expect(first.outcomeText).toContain('Sin devolución.');
  await expect(first).toContainText('Sin devolución.');
  const after = await policyDetail(request, endOfPeriod.id);
  expect(after.status).toBe(4);
  expect(after.policy_payments.filter((p) => p.price < 0)).toHaveLength(0);
  const mail = await waitForMail(request, endOfPeriod.email, new RegExp(endOfPeriod.number));
  expect(mail.text_body).toContain(endOfPeriod.number);

  // pro_rata, switched on the settings page: cancelled today, the unused days back.
  const proRata = readAgedPolicy(E2E_DATA_DIR, 'staff-pro-rata');
  try {
    await setCancellationMode(page, 'Al momento, devolviendo la parte no consumida (prorrata)');
    const receipts = (await policyDetail(request, proRata.id)).policy_payments;
    await openPolicyFromList(page, proRata);
    const second = await cancelFromPolicyPage(page, proRata, 'staff-pro-rata');
    const detail = await policyDetail(request, proRata.id);
    expect(detail.status).toBe(4);
    const refunds = detail.policy_payments.filter((p) => p.price < 0);
    expect(refunds).toHaveLength(1);
    // The domain's pro-rata amount for these receipts today (Madrid), as the server computed it.
    const settlement = cancellationSettlement({
      policy: {
        status: 2,
        starts_on: proRata.bookedOn,
        ends_on: null,
        periodicity: detail.periodicity,
        created_at: detail.created_at,
      },
      receipts: receipts.map((r) => ({
        id: r.id,
        sequence: r.sequence,
        activation_date: r.activation_date,
        price_cents: r.price,
        pending_amount_cents: r.pending_amount,
        payment_date: r.payment_date,
        deleted_at: null,
      })),
      now: new Date(),
      reason: 'staff',
      mode: 'pro_rata',
    });
    if (isCancellationRefusal(settlement)) throw new Error(settlement.refusal);
    expect(settlement.refundCents).toBeGreaterThan(0);
    expect(-(refunds[0]?.price ?? 0)).toBe(settlement.refundCents);
    await expect(second).toContainText(`Devolución: ${euros(settlement.refundCents)}.`);
    await expect(second).toContainText(`La cobertura termina el ${spanishDate(madridDate(new Date())!)}.`);
  } finally {
    // Other specs expect the seeded default.
    await page.goto('/admin');
    await setCancellationMode(page, 'Hasta el final del periodo pagado, sin devolución');
  }
});
