import { EvaluationStatus, PaymentMethodType, Periodicity, PolicyStatus, RiskType } from '@amparo/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { discounts, products, productTypes } from './catalog.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { inEnum } from './enum-check.ts';
import { users } from './identity.ts';
import { distributors, stores } from './partners.ts';

/**
 * The text the policy list's search looks into: number, holder's name, email, phone and document,
 * joined by a space (the trigram index of migration 0015 is built over exactly this expression, so
 * a change here needs a new migration).
 */
export function policySearchExpression(t: {
  number: AnyPgColumn;
  complete_name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
  document_code: AnyPgColumn;
}): SQL {
  return sql`${t.number} || ' ' || ${t.complete_name} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || coalesce(${t.document_code}, '')`;
}

/** Spec 3 Policy; status and evaluation_status ids are those of spec 4. */
export const policies = pgTable(
  'policies',
  {
    id: id(),
    number: text().notNull(),
    status: smallint().notNull().default(1),
    product_id: integer()
      .notNull()
      .references(() => products.id),
    product_type_id: integer()
      .notNull()
      .references(() => productTypes.id),
    policyholder_id: integer().references(() => users.id),
    distributor_id: integer().references(() => distributors.id),
    store_id: integer().references(() => stores.id),
    seller_user_id: integer().references(() => users.id),
    proposal_id: integer(),
    complete_name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    document_code: text(),
    periodicity: smallint().$type<Periodicity>().notNull().default(Periodicity.MONTHLY),
    payment_method_type: smallint().notNull().default(1),
    /** Amount of each receipt and of the whole year, after discount. */
    premium_cents: integer().notNull(),
    annual_premium_cents: integer().notNull(),
    device_value_cents: integer(),
    evaluation_status: smallint().notNull().default(1),
    evaluation_active: boolean().notNull().default(false),
    sign_link: text(),
    contract_link: text(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    starts_on: date({ mode: 'string' }),
    ends_on: date({ mode: 'string' }),
    signed_at: timestamp({ withTimezone: true }),
    cancelled_at: timestamp({ withTimezone: true }),
    cancel_reason: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('policies_number_unique').on(t.number),
    index('policies_policyholder_idx').on(t.policyholder_id),
    // The back office at a million policies (migration 0015): every filter of the list
    // paired with its default order (newest first, id as the tie-break of the keyset), and one index
    // per sortable column, so a page is an index range scan and never a sort of the whole table.
    index('policies_created_id_idx').on(t.created_at, t.id),
    index('policies_status_created_idx').on(t.status, t.created_at, t.id),
    index('policies_evaluation_status_created_idx').on(t.evaluation_status, t.created_at, t.id),
    index('policies_store_created_idx').on(t.store_id, t.created_at, t.id),
    index('policies_distributor_created_idx').on(t.distributor_id, t.created_at, t.id),
    index('policies_product_type_created_idx').on(t.product_type_id, t.created_at, t.id),
    index('policies_name_id_idx').on(t.complete_name, t.id),
    index('policies_premium_id_idx').on(t.premium_cents, t.id),
    // The contains-search (number, name, email, phone, document) as one trigram index (pg_trgm),
    // over the same expression list-policies.ts searches: `policySearchText`.
    // A search that is a whole email address is answered exactly (its common trigrams, such as
    // '@gmail.com', would make the trigram index read most of the table).
    index('policies_email_lower_idx').on(sql`lower(${t.email})`),
    index('policies_search_trgm_idx').using('gin', sql`(${policySearchExpression(t)}) gin_trgm_ops`),
    check('policies_status_valid', inEnum(t.status, PolicyStatus)),
    check('policies_evaluation_status_valid', inEnum(t.evaluation_status, EvaluationStatus)),
    check('policies_periodicity_valid', inEnum(t.periodicity, Periodicity)),
    check('policies_payment_method_valid', inEnum(t.payment_method_type, PaymentMethodType)),
    check('policies_premium_positive', sql`${t.premium_cents} >= 0 and ${t.annual_premium_cents} >= 0`),
  ],
);

/** Discounts applied to a policy (POST/DELETE /policies/{id}/discount). */
export const policyDiscounts = pgTable(
  'policy_discounts',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    discount_id: integer()
      .notNull()
      .references(() => discounts.id),
    amount_cents: integer().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('policy_discounts_unique').on(t.policy_id, t.discount_id)],
);

/**
 * The renewal of a policy for its next period (LCS art. 22, domain policy-renewal.ts): written when
 * the daily run announces it, with the next year's premium; then declined (by the holder or the
 * insurer), renewed (its receipts written) or not renewable. One row per policy and period.
 */
export const policyRenewals = pgTable(
  'policy_renewals',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    /** The next period: its first and last covered days. */
    term_starts_on: date({ mode: 'string' }).notNull(),
    term_ends_on: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    /** Per receipt and for the year, in cents, at the policy's periodicity. */
    premium_cents: integer().notNull(),
    annual_premium_cents: integer().notNull(),
    /** The insured value the premium was found with: the device's, depreciated by its age then. */
    insured_value_cents: integer().notNull(),
    /** Null when the holder opposed before any announcement. */
    announced_on: date({ mode: 'string' }),
    /** Announced fewer than two months before the period ends: no rise (renewalPremium). */
    late: boolean().notNull().default(false),
    /** The notice's PDF in the file store (null: none was made, a process without files or a decline before notice). */
    notice_key: text(),
    /** The last day the holder may oppose (a month before the period ends). */
    decline_deadline: date({ mode: 'string' }).notNull(),
    /** Why it cannot renew (not_renewable), or the insurer's reason to refuse. */
    reason: text(),
    declined_at: timestamp({ withTimezone: true }),
    declined_by: text(),
    /** The staff member who recorded the decline or the refusal; null when the holder did it themselves. */
    declined_by_user_id: integer().references(() => users.id),
    /** How the holder's notice came: the customer area, or mail or phone recorded by staff. */
    decline_channel: text(),
    renewed_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('policy_renewals_policy_term_unique').on(t.policy_id, t.term_starts_on),
    index('policy_renewals_status_idx').on(t.status, t.term_starts_on),
    check(
      'policy_renewals_status_valid',
      sql`${t.status} in ('announced', 'declined', 'renewed', 'not_renewable')`,
    ),
    check(
      'policy_renewals_declined_by_valid',
      sql`${t.declined_by} is null or ${t.declined_by} in ('holder', 'insurer')`,
    ),
    check(
      'policy_renewals_decline_channel_valid',
      sql`${t.decline_channel} is null or ${t.decline_channel} in ('customer_area', 'mail', 'phone')`,
    ),
  ],
);

/**
 * The notices of an unpaid later receipt (LCS art. 15, domain unpaidPremiumNoticeOn): each kind once
 * per policy and receipt due date, so the daily run can run twice and a restart sends nothing again.
 */
export const premiumNotices = pgTable(
  'premium_notices',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    due_on: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('premium_notices_unique').on(t.policy_id, t.due_on, t.kind),
    check(
      'premium_notices_kind_valid',
      sql`${t.kind} in ('suspension_warning', 'suspended', 'extinguished')`,
    ),
  ],
);

/** Spec 3 Risk; risk_type ids of spec 9, one sub-record per type below. */
export const policyRisks = pgTable(
  'policy_risks',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    risk_type: smallint().notNull(),
    active: boolean().notNull().default(true),
    name: text().notNull(),
    description: text(),
    /**
     * A device that replaced another during the year (a suplemento): the first day it is covered, the
     * change's day, or for a phone the day its check validated. Null: covered from the policy's start.
     */
    covered_from: date({ mode: 'string' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('policy_risks_policy_idx').on(t.policy_id),
    check('policy_risks_type_valid', inEnum(t.risk_type, RiskType)),
  ],
);

const riskId = () =>
  integer()
    .notNull()
    .references(() => policyRisks.id);

/** policy_risk_mobile. An IMEI may be active on one policy at a time. */
export const riskMobiles = pgTable(
  'risk_mobiles',
  {
    id: id(),
    policy_risk_id: riskId(),
    brand: text().notNull(),
    model: text().notNull(),
    reference: text(),
    imei: text(),
    /** Mirrors the risk's and policy's activity so the IMEI constraint can be partial. */
    imei_active: boolean().notNull().default(true),
    evaluation_status: smallint().notNull().default(1),
  },
  (t) => [
    uniqueIndex('risk_mobiles_risk_unique').on(t.policy_risk_id),
    // The policy list's search by any part of an IMEI (pg_trgm, migration 0015).
    index('risk_mobiles_imei_trgm_idx').using('gin', sql`${t.imei} gin_trgm_ops`),
    uniqueIndex('risk_mobiles_active_imei_unique')
      .on(t.imei)
      .where(sql`${t.imei} is not null and ${t.imei_active}`),
    check('risk_mobiles_imei_format', sql`${t.imei} is null or ${t.imei} ~ '^[0-9]{15}$'`),
  ],
);

export const riskPersons = pgTable(
  'risk_persons',
  { id: id(), policy_risk_id: riskId(), id_number: text().notNull() },
  (t) => [uniqueIndex('risk_persons_risk_unique').on(t.policy_risk_id)],
);

export const riskScooters = pgTable(
  'risk_scooters',
  { id: id(), policy_risk_id: riskId(), brand: text().notNull(), model: text().notNull(), reference: text() },
  (t) => [uniqueIndex('risk_scooters_risk_unique').on(t.policy_risk_id)],
);

/** Devices: extended warranty and the multi-device multimedia and appliance items. */
export const riskDevices = pgTable(
  'risk_devices',
  {
    id: id(),
    policy_risk_id: riskId(),
    brand: text().notNull(),
    model: text().notNull(),
    reference: text(),
    device_kind: text(),
    purchase_date: date({ mode: 'string' }),
    value_cents: integer(),
  },
  (t) => [uniqueIndex('risk_devices_risk_unique').on(t.policy_risk_id)],
);

export const riskPortables = pgTable(
  'risk_portables',
  {
    id: id(),
    policy_risk_id: riskId(),
    brand: text().notNull(),
    model: text().notNull(),
    reference: text(),
    part_number: text(),
  },
  (t) => [uniqueIndex('risk_portables_risk_unique').on(t.policy_risk_id)],
);

export const riskSmarttvs = pgTable(
  'risk_smarttvs',
  {
    id: id(),
    policy_risk_id: riskId(),
    brand: text().notNull(),
    model: text().notNull(),
    reference: text(),
    part_number: text(),
  },
  (t) => [uniqueIndex('risk_smarttvs_risk_unique').on(t.policy_risk_id)],
);

/**
 * POST /policies/{id}/send-to-{partner}: one row per send, delivered by the `partners.deliver` job as a
 * signed webhook and retried; the policy page shows this log.
 */
export const partnerDeliveries = pgTable(
  'partner_deliveries',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    partner: text().notNull(),
    status: text().notNull().default('pending'),
    attempts: smallint().notNull().default(0),
    /** The exact JSON body signed and sent, kept so every retry sends the same bytes. */
    body: text().notNull(),
    last_http_status: smallint(),
    last_error: text(),
    requested_by: integer().references(() => users.id),
    idempotency_key: text(),
    delivered_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('partner_deliveries_policy_idx').on(t.policy_id),
    uniqueIndex('partner_deliveries_idempotency_unique').on(t.policy_id, t.idempotency_key),
    check('partner_deliveries_status_valid', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/**
 * A change during the year ("suplemento", docs/contract.md "Changes during the year"): another insured
 * device, another tier or another periodicity, with the values before and after, the premium of the
 * rest of the term before and after (domain endorsementPremiumPlan) and its PDF. `scheduled` waits for
 * the next period (a tier or periodicity agreed for the renewal); `applied` is in force.
 */
export const policyEndorsements = pgTable(
  'policy_endorsements',
  {
    id: id(),
    policy_id: integer()
      .notNull()
      .references(() => policies.id),
    /** 1, 2, 3… per policy: the suplemento's number on its PDF. */
    sequence: smallint().notNull(),
    kind: text().notNull(),
    status: text().notNull(),
    effective_on: date({ mode: 'string' }).notNull(),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The receipts from the change to the end of the term, before and after, in cents. */
    premium_before_cents: integer().notNull(),
    premium_after_cents: integer().notNull(),
    /** What no owed receipt could carry: > 0 a new receipt, < 0 a credit. */
    adjustment_cents: integer().notNull().default(0),
    requested_by: text().notNull(),
    user_id: integer().references(() => users.id),
    reason: text(),
    document_key: text(),
    document_filename: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('policy_endorsements_sequence_unique').on(t.policy_id, t.sequence),
    // One change of each kind waiting for the next period.
    uniqueIndex('policy_endorsements_one_scheduled')
      .on(t.policy_id, t.kind)
      .where(sql`${t.status} = 'scheduled'`),
    check('policy_endorsements_kind_valid', sql`${t.kind} in ('device', 'tier', 'periodicity')`),
    check('policy_endorsements_status_valid', sql`${t.status} in ('applied', 'scheduled')`),
    check('policy_endorsements_requested_by_valid', sql`${t.requested_by} in ('holder', 'staff')`),
  ],
);
