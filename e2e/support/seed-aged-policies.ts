// Seeds the e2e database with policies concluded 16 days ago, and with policies in force that
// take claims (claimable-policies.ts); ("on day 16 the button is
// gone and cancellation follows the settings"). The server's clock is real, so the rows are
// written with past dates instead of faking time. Runs before the server starts (playwright.config
// webServer command), on the same embedded database, with the same environment:
//   node --import tsx e2e/support/seed-aged-policies.ts
// It books each policy through the real booking use-case at that past instant, records its first
// receipt as paid by bank transfer that day (the staff 'mark as paid' use-case, which activates the
// policy), and dates the row's created_at (a database default) back to the booking. The list of
// what it wrote goes to <data dir>/aged-policies.json for the specs (readAgedPolicies).
import fs from 'node:fs';
import path from 'node:path';
import { addDays, addMonths, madridDate, Periodicity, termEndOf } from '@amparo/domain';
import { and, asc, eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { payments, policies, policyRisks, signatures, users } from '../../apps/api/src/db/schema/index.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/index.ts';
import { buildJobHandlers } from '../../apps/api/src/jobs/handlers.ts';
import { runDueJobs } from '../../apps/api/src/jobs/worker.ts';
import { markReceiptAsPaid } from '../../apps/api/src/modules/payments/mark-receipt-as-paid.ts';
import { bookPolicy } from '../../apps/api/src/modules/purchase/book-policy.ts';
import { expireLapsedSignings } from '../../apps/api/src/modules/signatures/expire-lapsed-signings.ts';
import { SIGNATURE_START_QUEUE } from '../../apps/api/src/modules/signatures/signature-start-job.ts';
import type { Actor } from '../../apps/api/src/plugins/auth.ts';
import { createServices } from '../../apps/api/src/services/registry.ts';
import {
  seedClaim,
  seedClaimablePolicy,
  seedMultiDevicePolicy,
  seedScooterPolicy,
} from '../../apps/api/test/claim-factories.ts';
import { seedSuspendingReceipt, seedUser } from '../../apps/api/test/factories.ts';
import { AGED_DAYS, AGED_POLICIES_FILE, AGED_POLICY_KEYS, type AgedPolicy } from './aged-policies.ts';
import {
  CLAIMABLE_POLICIES_FILE,
  CLAIMABLE_POLICY_KEYS,
  type ClaimablePolicy,
} from './claimable-policies.ts';
import { LAPSED_SIGNING_KEYS, LAPSED_SIGNINGS_FILE, type LapsedSigning } from './lapsed-signings.ts';

/** A water-damage claim already sent on the policy's phone, with its invoice and photos. */
async function seedSentClaim(db: Parameters<typeof seedClaim>[0], policyId: number) {
  const [risk] = await db.select().from(policyRisks).where(eq(policyRisks.policy_id, policyId));
  return seedClaim(
    db,
    { policyId, riskId: risk!.id },
    { sent: true, documents: [{ type: 'invoice' }, { type: 'damage_photos' }] },
  );
}

const LIMITS = {
  perAddress: { max: 1_000, windowMs: 3_600_000 },
  perEmail: { max: 1_000, windowMs: 3_600_000 },
};

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demoData: config.seedDemoData,
    production: false,
  });
  const db = handle.db;
  const [admin] = await db.select().from(users).where(eq(users.email, config.adminEmail));
  if (!admin) throw new Error(`no admin ${config.adminEmail}`);
  const actor = {
    id: admin.id,
    role: admin.role as Actor['role'],
    email: admin.email,
    name: admin.name,
    tokenId: 0,
    tokenPurpose: 'seed',
    scope: 'all' as const,
    distributorIds: [],
    storeIds: [],
  };
  // Midday in Madrid, 16 calendar days ago: the contract day is today minus 16 whatever the hour.
  const bookedAt = new Date(Date.now() - AGED_DAYS * 86_400_000);
  bookedAt.setUTCHours(11, 0, 0, 0);
  const bookedOn = madridDate(bookedAt)!;
  const written: AgedPolicy[] = [];
  /** A laptop policy booked at `at` (no phone check), its first receipt paid by transfer 10 minutes on. */
  async function bookPaidPolicy(
    email: string,
    at: Date,
    holder: { name: string; surname1: string; surname2: string },
  ) {
    const { policy } = await bookPolicy(
      db,
      {
        product_id: 17,
        periodicity: Periodicity.MONTHLY,
        payment_method: 'card',
        device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
        holder: { ...holder, document_code: '12345678Z', email, phone: '612345678' },
        acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
      },
      { now: at, ip: '127.0.0.1', publicUrl: config.publicUrl, actor: null, limits: LIMITS },
    );
    await db.update(policies).set({ created_at: at }).where(eq(policies.id, policy.id));
    const [first] = await db
      .select()
      .from(payments)
      .where(eq(payments.policy_id, policy.id))
      .orderBy(asc(payments.sequence))
      .limit(1);
    if (!first) throw new Error(`policy ${policy.id} has no receipt`);
    await markReceiptAsPaid(
      db,
      actor,
      { id: policy.id, paymentId: first.id },
      { payment_date: madridDate(at)!, reference: `TRANSF-${policy.number}` },
      { now: new Date(at.getTime() + 600_000), ip: '127.0.0.1' },
    );
    return policy;
  }
  for (const key of AGED_POLICY_KEYS) {
    const email = `dia16.${key}@example.com`;
    const policy = await bookPaidPolicy(email, bookedAt, {
      name: 'Marta',
      surname1: 'Día',
      surname2: 'Dieciséis',
    });
    written.push({ key, id: policy.id, number: policy.number, email, bookedOn });
  }
  fs.writeFileSync(path.join(config.dataDir, AGED_POLICIES_FILE), JSON.stringify(written, null, 2));

  // Claims: a phone, a scooter and a multi-device policy in force for each browser project, each with its
  // policyholder's account, cover since a month ago.
  const startsOn = madridDate(new Date(Date.now() - 30 * 86_400_000))!;
  const claimable: ClaimablePolicy[] = [];
  for (const key of CLAIMABLE_POLICY_KEYS) {
    const email = `siniestros.${key}@example.com`;
    const holder = await seedUser(db, { role: 'policyholder', email, name: 'Sara', surname1: 'Siniestro' });
    // A renewal's term ends in 50 days: its notice is due from the first run (two months ahead).
    const renewalEnd = addDays(madridDate(new Date())!, 50);
    const owner = {
      number: `AMP-E2E-${key.toUpperCase()}`,
      email,
      complete_name: 'Sara Siniestro Ruiz',
      policyholder_id: holder.id,
      ...(key.endsWith('renewal')
        ? { starts_on: addDays(renewalEnd, -364), ends_on: renewalEnd }
        : key.endsWith('change')
          ? {
              starts_on: startsOn,
              ends_on: termEndOf(startsOn),
              device_value_cents: 80_000,
              annual_premium_cents: 14_340,
            }
          : { starts_on: startsOn }),
    };
    const phone = () =>
      seedClaimablePolicy(db, { ...owner, imei: null, brand: 'Samsung', model: 'Galaxy S24' });
    const { policy } = key.endsWith('scooter')
      ? await seedScooterPolicy(db, owner)
      : key.endsWith('multi')
        ? await seedMultiDevicePolicy(db, owner)
        : await phone();
    const talk = key.endsWith('talk') ? await seedSentClaim(db, policy.id) : null;
    if (key.endsWith('unpaid')) await seedSuspendingReceipt(db, policy.id, madridDate(new Date())!);
    // Twelve monthly receipts of 11,95 €, those already due paid: the device change re-prices the rest.
    if (key.endsWith('change'))
      await db.insert(payments).values(
        Array.from({ length: 12 }, (_, i) => {
          const activation = addMonths(startsOn, i);
          const due = activation <= madridDate(new Date())!;
          return {
            policy_id: policy.id,
            sequence: i + 1,
            price_cents: 1195,
            pending_amount_cents: due ? 0 : 1195,
            activation_date: activation,
            payment_date: due ? new Date(`${activation}T12:00:00Z`) : null,
          };
        }),
      );
    claimable.push({
      key,
      id: policy.id,
      number: policy.number,
      email,
      ...(talk?.claim.number ? { claimNumber: talk.claim.number } : {}),
    });
  }
  fs.writeFileSync(path.join(config.dataDir, CLAIMABLE_POLICIES_FILE), JSON.stringify(claimable, null, 2));

  // Lapsed signings (docs/signature.md): paid today, the signing opened and its link mailed as the
  // worker would, then its last touch dated 8 days back; the desktop one swept by the hourly run.
  const lapsed: LapsedSigning[] = [];
  for (const key of LAPSED_SIGNING_KEYS) {
    const email = `firma-caducada.${key}@example.com`;
    const policy = await bookPaidPolicy(email, new Date(), {
      name: 'Carla',
      surname1: 'Plazo',
      surname2: 'Vencido',
    });
    lapsed.push({ key, id: policy.id, number: policy.number, email });
  }
  const signingStart = buildJobHandlers(
    config,
    { files: createServices(config).files, publicUrl: config.publicUrl },
    () => new Date(),
  ).get(SIGNATURE_START_QUEUE)!;
  await runDueJobs(db, new Map([[SIGNATURE_START_QUEUE, signingStart]]), () => new Date());
  for (const { key, id } of lapsed) {
    await db
      .update(signatures)
      .set({ updated_at: new Date(Date.now() - 8 * 86_400_000) })
      .where(and(eq(signatures.policy_id, id), eq(signatures.status, 'pending')));
    if (key === 'desktop') await expireLapsedSignings(db, new Date());
  }
  fs.writeFileSync(path.join(config.dataDir, LAPSED_SIGNINGS_FILE), JSON.stringify(lapsed, null, 2));
} finally {
  await handle.close();
}
