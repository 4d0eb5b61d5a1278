import { PolicyStatus, Role } from '@amparo/domain';
import type { Database } from '../src/db/client.ts';
import {
  contactRequests,
  distributors,
  jobs,
  mailOutbox,
  paymentTransactions,
  productCategories,
  proposals,
  repairCenters,
  stores,
} from '../src/db/schema/index.ts';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from './auth-helpers.ts';
import { seedClaim } from './claim-factories.ts';
import { seedDiscount, seedEvaluation, seedPolicy, seedReceipts } from './factories.ts';

/** The outsiders of the object-level test: each belongs to another tenant than the objects. */
export const OUTSIDERS = ['customerB', 'sellerA2', 'managerB'] as const;
export type Outsider = (typeof OUTSIDERS)[number];

/**
 * Tenant A's objects (distributor 1, store 1, a customer's policy with everything hanging from it)
 * and the three outsiders: the customer of another policy, the seller of another store of the same
 * distributor, and the manager of another distributor.
 */
export async function seedTenants(db: Database) {
  const [distributorB] = await db.insert(distributors).values({ name: 'Distribuidor B' }).returning();
  const [storeA2, storeB] = await db
    .insert(stores)
    .values([
      { distributor_id: DEMO_DISTRIBUTOR_ID, code: 'OBJ-A2', name: 'Tienda A2' },
      { distributor_id: distributorB!.id, code: 'OBJ-B1', name: 'Tienda B1' },
    ])
    .returning();
  const customerA = await seedSession(db, Role.POLICYHOLDER);
  const customerB = await seedSession(db, Role.POLICYHOLDER);
  const placeA = { store_id: DEMO_STORE_ID, distributor_id: DEMO_DISTRIBUTOR_ID };
  const { policy, risk } = await seedPolicy(db, {
    ...placeA,
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    starts_on: '2026-01-01',
    policyholder_id: customerA.user.id,
    imei: '356938035643809',
  });
  await seedPolicy(db, {
    store_id: storeB!.id,
    distributor_id: distributorB!.id,
    policyholder_id: customerB.user.id,
  });
  const { method, receipts } = await seedReceipts(db, policy.id);
  const payment = receipts[0]!;
  const [transaction] = await db
    .insert(paymentTransactions)
    .values({ payment_id: payment.id, kind: 'charge', amount_cents: 1195, status: 'ok' })
    .returning();
  const { claim, documents } = await seedClaim(
    db,
    { policyId: policy.id, riskId: risk.id },
    { sent: true, documents: [{ type: 'invoice' }] },
  );
  const evaluation = await seedEvaluation(db, { policyId: policy.id, riskId: risk.id });
  const discount = await seedDiscount(db);
  const sellerA1 = await seedSession(db, Role.STORE_SELLER, { storeIds: [DEMO_STORE_ID] });
  const [job] = await db
    .insert(jobs)
    .values({ queue: 'users.import', owner_user_id: sellerA1.user.id })
    .returning();
  const [proposal] = await db.insert(proposals).values({ store_id: DEMO_STORE_ID }).returning();
  const [contact] = await db.insert(contactRequests).values({ name: 'Ana', phone: '612345678' }).returning();
  const [mail] = await db
    .insert(mailOutbox)
    .values({ to_address: policy.email, subject: 'Hola', text_body: 'Hola' })
    .returning();
  // The template has no category and no repair center: one of each, so their reads find a row.
  const [category] = await db
    .insert(productCategories)
    .values({ id: 900, product_type_id: 1, name: 'Categoría de prueba' })
    .returning();
  const [repairCenter] = await db.insert(repairCenters).values({ name: 'Taller de prueba' }).returning();
  const sessions: Record<Outsider | 'admin', Record<string, string>> = {
    admin: (await seedSession(db, Role.ADMIN)).headers,
    customerB: customerB.headers,
    sellerA2: (await seedSession(db, Role.STORE_SELLER, { storeIds: [storeA2!.id] })).headers,
    managerB: (await seedSession(db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [distributorB!.id] }))
      .headers,
  };
  /** Each path parameter's value: by its name, or for `{id}` by the segment before it. */
  const ids: Record<string, string | number> = {
    policies: policy.id,
    policyId: policy.id,
    riskId: risk.id,
    risks: risk.id,
    paymentId: payment.id,
    methodId: method.id,
    transactionId: transaction!.id,
    claims: claim.id,
    documentId: documents[0]!.id,
    evaluations: evaluation.id,
    evaluationId: evaluation.id,
    discounts: discount.id,
    discountId: discount.id,
    code: discount.code,
    stores: DEMO_STORE_ID,
    distributors: DEMO_DISTRIBUTOR_ID,
    users: customerA.user.id,
    userId: customerA.user.id,
    jobs: job!.id,
    proposals: proposal!.identifier_proposal,
    'contact-requests': contact!.id,
    'mail-outbox': mail!.id,
    // The catalogue is everyone's (SHARED_OBJECTS): its first rows.
    products: 3,
    product_types: 1,
    product_categories: category!.id,
    repair_centers: repairCenter!.id,
    generic_items: 1,
    purpose: 'signature',
    partner: 'insurer',
    type: 'location_history',
  };
  return { sessions, ids, owner: customerA.headers };
}

/** The same path with every id unknown (the words of `{purpose}`, `{partner}` and `{type}` kept). */
export function fillWithMissing(path: string, ids: Record<string, string | number>): string {
  const unknown = Object.fromEntries(Object.keys(ids).map((k) => [k, 987654]));
  return fillWithTenantA(path, {
    ...unknown,
    purpose: ids.purpose!,
    partner: ids.partner!,
    type: ids.type!,
  });
}

/** The route's path with tenant A's ids (987654 where tenant A owns nothing of that kind). */
export function fillWithTenantA(path: string, ids: Record<string, string | number>): string {
  const parts = path.split('/');
  return parts
    .map((part, i) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (!name) return part.includes('{') ? part.replace(/\{[^}]+\}/, String(ids.partner)) : part;
      if (name === '*') return 'claims/1/nada.pdf';
      const key = name === 'id' || name === 'targetId' ? parts[i - 1]! : name;
      const customer = parts[i - 1] === 'policies' && parts[i - 2] === 'customer';
      return String(ids[customer ? 'policies' : key] ?? 987654);
    })
    .join('/');
}
