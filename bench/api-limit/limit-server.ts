// The limit for `npm run bench:api` (issue 14): a bare node:http server that answers the five
// benchmarked calls with the SQL statements the API runs for them (captured once from PostgreSQL's
// log with log_statement=all, 2026-11-24, and copied here; the detail's and the list's again from the
// statements their API tests record, test/statement-log.ts), through the same `pg` pool size (10),
// with the same JSON shape. No framework, no validation library, no hooks: what is left of the
// API's time is Node, pg and PostgreSQL. Only the paths the bench asks for are implemented;
// anything else answers 404. Pure rules come from @amparo/domain, as the API's use-cases use them.
import { createHash } from 'node:crypto';
import http from 'node:http';
import {
  deviceName,
  findPriceBand,
  formatEuro,
  maskIban,
  paymentDisplayStatus,
  photoRetriesLeft,
  policyStatusName,
  quoteBand,
  riskDeviceLabel,
  updateCoveragePrice,
} from '@amparo/domain';
import pg from 'pg';

// Dates as the API answers them (drizzle's `date` columns are strings).
pg.types.setTypeParser(1082, (v) => v);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const port = Number(process.env.PORT ?? 3301);

// biome-ignore lint/suspicious/noExplicitAny: rows of hand-written SQL, read by column name
type Row = Record<string, any>;
const q = async (text: string, values: unknown[] = []): Promise<Row[]> =>
  (await pool.query(text, values)).rows;
/** Rows as arrays, like drizzle reads joins whose columns share a name ("id", "count"). */
const qa = async (text: string, values: unknown[] = []): Promise<unknown[][]> =>
  (await pool.query({ text, values, rowMode: 'array' })).rows;
const inList = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
const hash = (raw: string) => createHash('sha256').update(raw).digest('hex');

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TOKEN_SQL =
  'select "id", "user_id", "purpose", "token_hash", "subject_type", "subject_id", "expires_at", "used_at", "attempts", "revoked_at", "created_ip", "created_at" from "api_tokens" where ("api_tokens"."token_hash" = $1 and "api_tokens"."expires_at" > $2 and "api_tokens"."revoked_at" is null and "api_tokens"."used_at" is null)';

async function liveToken(raw: string, purpose: string) {
  if (!raw || raw.length > 200) return null;
  const [row] = await q(TOKEN_SQL, [hash(raw), new Date().toISOString()]);
  return row && row.purpose === purpose ? row : null;
}

/** The auth hook's three lookups for a staff bearer token. */
async function staff(req: http.IncomingMessage) {
  const header = req.headers.authorization;
  if (!header || !/^bearer /i.test(header)) throw new HttpError(401, 'No autenticado');
  const token = await liveToken(header.slice(7).trim(), 'login');
  if (!token?.user_id) throw new HttpError(401, 'Sesión caducada');
  const [user] = await qa(
    `select "id", "role", "email", "name", array(select ud.distributor_id from user_distributors ud
        where ud.user_id = "users"."id" order by ud.distributor_id), array(select us.store_id from user_stores us
        where us.user_id = "users"."id" order by us.store_id) from "users" where ("users"."id" = $1 and "users"."deleted_at" is null)`,
    [token.user_id],
  );
  if (!user) throw new HttpError(401, 'Sesión caducada');
  const [id, role, email, name, distributorIds, storeIds] = user;
  if (role !== 'admin') throw new HttpError(403, 'Sólo el administrador en el banco de pruebas');
  return { id, role, email, name, distributorIds, storeIds };
}

async function price(url: URL) {
  const typeId = Number(url.searchParams.get('product_type_id'));
  const value = Number(url.searchParams.get('device_value'));
  const periodicity = Number(url.searchParams.get('periodicity')) as 1 | 12;
  const [type] = await q(
    'select "id", "name", "reference", "active" from "product_types" where "product_types"."id" = $1',
    [typeId],
  );
  if (!type?.reference) throw new HttpError(404, 'Producto no encontrado');
  const products = await q(
    'select "id", "product_type_id", "category_id", "name", "reference", "tier", "coverages", "active", "created_at", "updated_at" from "products" where ("products"."product_type_id" = $1 and "products"."active" = $2) order by "products"."product_type_id" asc, "products"."id" asc',
    [typeId, true],
  );
  const prices = await q(
    `select "id", "product_id", "min_value_cents", "max_value_cents", "price_monthly_cents", "price_yearly_cents" from "product_prices" where "product_prices"."product_id" in (${inList(products.length)})`,
    products.map((p) => p.id),
  );
  const tierOrder: Record<string, number> = { basic: 0, intermediate: 1, top: 2 };
  products.sort((a, b) => (tierOrder[a.tier] ?? 9) - (tierOrder[b.tier] ?? 9));
  const coverages = products.flatMap((product) => {
    const bands = prices
      .filter((p) => p.product_id === product.id)
      .map((p) => ({
        id: p.id,
        min_value: p.min_value_cents,
        max_value: p.max_value_cents,
        price_monthly: p.price_monthly_cents,
        price_yearly: p.price_yearly_cents,
      }));
    const band = findPriceBand(bands, value);
    if (!band) return [];
    const quote = quoteBand(band, null, periodicity);
    const labels = updateCoveragePrice(
      { price_monthly: quote.discounted_monthly, price_yearly: quote.discounted_yearly },
      periodicity,
    );
    return [
      {
        product_id: product.id,
        name: product.name,
        tier: product.tier,
        coverages: product.coverages,
        price_monthly: quote.price_monthly,
        price_yearly: quote.price_yearly,
        discounted_monthly: quote.discounted_monthly,
        discounted_yearly: quote.discounted_yearly,
        price: labels.price,
        first_year_total: quote.first_year_total,
        price_monthly_label: labels.price_monthly,
        price_yearly_label: labels.price_yearly,
      },
    ];
  });
  if (!coverages.length) throw new HttpError(422, 'Valor no asegurable');
  void deviceName;
  return {
    product_type_id: typeId,
    periodicity,
    device: { label: formatEuro(value), brand: null, model: null, value },
    coverages,
    discount: null,
  };
}

async function evaluationStatus(url: URL, policyId: number, riskId: number) {
  const token = await liveToken(url.searchParams.get('token') ?? '', 'evaluation');
  if (token?.subject_type !== 'policy' || token.subject_id !== policyId)
    throw new HttpError(404, 'Póliza no encontrada');
  const [policy] = await q(
    'select "id", "number", "status", "product_id", "product_type_id", "policyholder_id", "distributor_id", "store_id", "seller_user_id", "proposal_id", "complete_name", "email", "phone", "document_code", "periodicity", "payment_method_type", "premium_cents", "annual_premium_cents", "device_value_cents", "evaluation_status", "evaluation_active", "sign_link", "contract_link", "settings", "starts_on", "ends_on", "signed_at", "cancelled_at", "cancel_reason", "created_at", "updated_at" from "policies" where "policies"."id" = $1',
    [policyId],
  );
  if (!policy) throw new HttpError(404, 'Póliza no encontrada');
  const [risk] = await qa(
    'select "policy_risks"."id", "policy_risks"."risk_type", "risk_mobiles"."id" from "policy_risks" left join "risk_mobiles" on "risk_mobiles"."policy_risk_id" = "policy_risks"."id" where ("policy_risks"."id" = $1 and "policy_risks"."policy_id" = $2 and "policy_risks"."active" = $3)',
    [riskId, policyId, true],
  );
  if (!risk) throw new HttpError(404, 'Riesgo no encontrado');
  if (risk[1] !== 1 || !risk[2]) throw new HttpError(422, 'El riesgo no es un móvil');
  const partnerCard = Boolean(policy.settings?.partner_card);
  const [latest] = await q(
    'select "id", "policy_id", "policy_risk_id", "status", "frontal_label", "trasera_label", "screen_code", "imei", "expert_user_id", "decided_at", "payment_link", "notes", "attempt", "source", "device_type", "findings", "reasons", "frontal_comment", "trasera_comment", "checked_at", "latitude", "longitude", "location_accuracy_m", "created_at", "updated_at" from "evaluations" where "evaluations"."policy_risk_id" = $1 order by "evaluations"."id" desc limit $2',
    [riskId, 1],
  );
  const [attempts] = await qa(
    'select count(*)::int, count(*) filter (where "status" = $1)::int from "evaluations" where ("evaluations"."policy_risk_id" = $2 and "evaluations"."source" = $3)',
    [4, riskId, 'customer'],
  );
  const retriesLeft = photoRetriesLeft(Number(attempts?.[1] ?? 0));
  if (!latest) {
    const [mobile] = await q(
      'select "evaluation_status" from "risk_mobiles" where "risk_mobiles"."policy_risk_id" = $1',
      [riskId],
    );
    return {
      evaluation_id: null,
      status: mobile?.evaluation_status ?? 1,
      frontal: { label: null },
      trasera: { label: null },
      payment_link: null,
      partner_card: partnerCard,
      reasons: [],
      retries_left: retriesLeft,
      decided_at: null,
      with_expert: false,
    };
  }
  // The bench picks checks that are not validated: no payment link is minted (see api-limit.ts).
  if (latest.status === 3) throw new HttpError(500, 'validated checks are not part of the bench');
  return {
    evaluation_id: latest.id,
    status: latest.status,
    frontal: { label: latest.frontal_label },
    trasera: { label: latest.trasera_label },
    payment_link: null,
    partner_card: partnerCard,
    reasons: latest.reasons,
    retries_left: retriesLeft,
    decided_at: latest.decided_at?.toISOString() ?? null,
    with_expert: latest.status === 2 && latest.checked_at !== null,
  };
}

async function listPolicies(url: URL) {
  const status = Number(url.searchParams.get('filter[status]'));
  const perPage = 25;
  const [ids, counted] = await Promise.all([
    q(
      'select "id" from "policies" where "policies"."status" = $1 order by "policies"."created_at" desc, "policies"."id" desc limit $2 offset $3',
      [status, perPage + 1, 0],
    ),
    qa(
      'select count(*)::int from (select 1 from "policies" where "policies"."status" = $1 limit $2) "limited"',
      [status, 10001],
    ),
  ]);
  const found = ids.length
    ? await qa(
        `select "policies"."id", "policies"."number", "policies"."status", "policies"."complete_name", "policies"."email", "policies"."phone", "policies"."periodicity", "policies"."payment_method_type", "policies"."premium_cents", "policies"."annual_premium_cents", "policies"."distributor_id", "policies"."store_id", "policies"."evaluation_status", "policies"."created_at", "products"."id", "products"."name", "products"."product_type_id", "stores"."name", coalesce((select array_agg("policy_risks"."name" order by "policy_risks"."id") from "policy_risks"
	  where "policy_risks"."policy_id" = "policies"."id" and "policy_risks"."active" and "policy_risks"."risk_type" <> 2), '{}'), "policies"."created_at"::text from "policies" inner join "products" on "products"."id" = "policies"."product_id" left join "stores" on "stores"."id" = "policies"."store_id" where "policies"."id" = any($1)`,
        [ids.map((r) => r.id)],
      )
    : [];
  const columns = [
    'id',
    'number',
    'status',
    'complete_name',
    'email',
    'phone',
    'periodicity',
    'payment_method_type',
    'premium_cents',
    'annual_premium_cents',
    'distributor_id',
    'store_id',
    'evaluation_status',
    'created_at',
    'product_id',
    'product_name',
    'product_type_id',
    'store_name',
    'devices',
    'sort_value',
  ];
  const rows: Row[] = found.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]])));
  const position = new Map(ids.map((r, i) => [r.id, i]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const hasMore = rows.length > perPage;
  const n = Number(counted[0]?.[0] ?? 0);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    data: page.map((p) => ({
      id: p.id,
      number: p.number,
      status: p.status,
      status_name: policyStatusName(p.status),
      product: { id: p.product_id, name: p.product_name, product_type_id: p.product_type_id },
      complete_name: p.complete_name,
      email: p.email,
      phone: p.phone,
      devices: p.devices,
      periodicity: p.periodicity,
      payment_method_type: p.payment_method_type,
      premium: p.premium_cents,
      annual_premium: p.annual_premium_cents,
      distributor_id: p.distributor_id,
      store_id: p.store_id,
      store_name: p.store_name,
      evaluation_status: p.evaluation_status,
      created_at: p.created_at.toISOString(),
    })),
    meta: {
      page: 1,
      per_page: perPage,
      total: hasMore ? Math.min(n, 10000) : page.length,
      total_capped: hasMore && n > 10000,
      has_more: hasMore,
      next_cursor:
        hasMore && last
          ? Buffer.from(JSON.stringify(['-created_at', last.sort_value, last.id])).toString('base64url')
          : null,
    },
  };
}

// The detail's statements (loadPolicyRecords and getPolicy), in the API's column order: rows with
// joined tables come as arrays and are cut back into one object per table, as drizzle does.
const POLICY_COLUMNS = [
  'id',
  'number',
  'status',
  'product_id',
  'product_type_id',
  'policyholder_id',
  'distributor_id',
  'store_id',
  'seller_user_id',
  'proposal_id',
  'complete_name',
  'email',
  'phone',
  'document_code',
  'periodicity',
  'payment_method_type',
  'premium_cents',
  'annual_premium_cents',
  'device_value_cents',
  'evaluation_status',
  'evaluation_active',
  'sign_link',
  'contract_link',
  'settings',
  'starts_on',
  'ends_on',
  'signed_at',
  'cancelled_at',
  'cancel_reason',
  'created_at',
  'updated_at',
];
const RISK_TABLES = {
  risk: ['id', 'policy_id', 'risk_type', 'active', 'name', 'description', 'created_at', 'updated_at'],
  policy_risk_mobile: [
    'id',
    'policy_risk_id',
    'brand',
    'model',
    'reference',
    'imei',
    'imei_active',
    'evaluation_status',
  ],
  policy_risk_person: ['id', 'policy_risk_id', 'id_number'],
  policy_risk_scooter: ['id', 'policy_risk_id', 'brand', 'model', 'reference'],
  policy_risk_device: [
    'id',
    'policy_risk_id',
    'brand',
    'model',
    'reference',
    'device_kind',
    'purchase_date',
    'value_cents',
  ],
  policy_risk_portable: ['id', 'policy_risk_id', 'brand', 'model', 'reference', 'part_number'],
  policy_risk_smarttv: ['id', 'policy_risk_id', 'brand', 'model', 'reference', 'part_number'],
} as const;
const RISK_SQL_TABLES = [
  'policy_risks',
  'risk_mobiles',
  'risk_persons',
  'risk_scooters',
  'risk_devices',
  'risk_portables',
  'risk_smarttvs',
];
const RISKS_SQL = `select ${Object.values(RISK_TABLES)
  .flatMap((columns, i) => columns.map((c) => `"${RISK_SQL_TABLES[i]}"."${c}"`))
  .join(', ')} from "policy_risks" ${RISK_SQL_TABLES.slice(1)
  .map((t) => `left join "${t}" on "${t}"."policy_risk_id" = "policy_risks"."id"`)
  .join(' ')} where "policy_risks"."policy_id" = any($1) order by "policy_risks"."id" asc`;
const POLICY_SQL = `select ${POLICY_COLUMNS.map((c) => `"policies"."${c}"`).join(', ')}, "products"."id", "products"."name", "products"."product_type_id" from "policies" inner join "products" on "products"."id" = "policies"."product_id" where "policies"."id" = any($1) order by "policies"."id" asc`;

/** The columns of one table out of an array row, from `at`; null when its id is (a left join that found nothing). */
const cut = (row: unknown[], columns: readonly string[], at: number): Row | null =>
  row[at] === null ? null : Object.fromEntries(columns.map((c, i) => [c, row[at + i]]));

async function getPolicy(id: number) {
  const now = new Date();
  const [visible] = await qa(
    'select "policies"."id", "stores"."name" from "policies" left join "stores" on "stores"."id" = "policies"."store_id" where "policies"."id" = $1',
    [id],
  );
  if (!visible) throw new HttpError(404, 'Póliza no encontrada');
  const [policyRows, riskRows, receipts, methods, applied] = await Promise.all([
    qa(POLICY_SQL, [[id]]),
    qa(RISKS_SQL, [[id]]),
    q(
      'select "id", "policy_id", "sequence", "price_cents", "pending_amount_cents", "activation_date", "payment_date", "payment_method_id", "sepa_file_id", "reference", "return_reason", "returned_at", "collection_attempts", "next_collection_date", "collection_stopped", "deleted_at", "created_at", "updated_at" from "payments" where ("payments"."policy_id" = any($1) and "payments"."deleted_at" is null) order by "payments"."sequence" asc',
      [[id]],
    ),
    q(
      'select "id", "policy_id", "type", "card_brand", "card_last4", "card_expiry", "card_reference", "iban", "account_holder", "mandate_reference", "mandate_signed_at", "mandate_first_collected_at", "amended_from_iban", "card_cof_txn_id", "is_default", "active", "created_at", "updated_at" from "payment_methods" where "payment_methods"."policy_id" = $1',
      [id],
    ),
    q(
      'select "discounts"."id", "discounts"."code", "policy_discounts"."amount_cents" from "policy_discounts" inner join "discounts" on "discounts"."id" = "policy_discounts"."discount_id" where "policy_discounts"."policy_id" = $1 order by "policy_discounts"."id"',
      [id],
    ),
  ]);
  const [policyRow] = policyRows;
  if (!policyRow) throw new HttpError(404, 'Póliza no encontrada');
  const p = cut(policyRow, POLICY_COLUMNS, 0)!;
  const product = cut(policyRow, ['id', 'name', 'product_type_id'], POLICY_COLUMNS.length)!;
  const fullRisks = riskRows.map((row) => {
    let at = 0;
    const parts: Row = {};
    for (const [key, columns] of Object.entries(RISK_TABLES)) {
      parts[key] = cut(row, columns, at);
      at += columns.length;
    }
    const { risk, ...items } = parts;
    return { ...risk, ...items } as Row;
  });
  const transactions = receipts.length
    ? await q(
        'select "id", "payment_id", "kind", "amount_cents", "status", "gateway", "gateway_order", "gateway_response", "idempotency_key", "method_type", "payment_method_id", "reference", "reason_code", "sepa_file_id", "sepa_sequence_type", "occurred_at", "recorded_by", "created_at", "updated_at" from "payment_transactions" where "payment_transactions"."payment_id" = any($1) order by "payment_transactions"."occurred_at" asc, "payment_transactions"."id" asc',
        [receipts.map((r) => r.id)],
      )
    : [];
  const s = p.settings ?? {};
  return {
    id: p.id,
    number: p.number,
    status: p.status,
    status_name: policyStatusName(p.status),
    product: { id: product.id, name: product.name, product_type_id: product.product_type_id },
    complete_name: p.complete_name,
    email: p.email,
    phone: p.phone,
    devices: fullRisks
      .filter((r) => r.active && r.risk_type !== 2)
      .map((r) => riskDeviceLabel(r as Parameters<typeof riskDeviceLabel>[0])),
    periodicity: p.periodicity,
    payment_method_type: p.payment_method_type,
    premium: p.premium_cents,
    annual_premium: p.annual_premium_cents,
    distributor_id: p.distributor_id,
    store_id: p.store_id,
    store_name: visible[1] ?? null,
    evaluation_status: p.evaluation_status,
    created_at: p.created_at.toISOString(),
    document_code: p.document_code,
    sign_link: p.sign_link,
    // The bench's policies are unsigned: no download address to sign.
    contract_link: null,
    evaluation_active: p.evaluation_active,
    discounts: applied.map((d) => ({ id: d.id, code: d.code, amount: d.amount_cents })),
    starts_on: p.starts_on,
    ends_on: p.ends_on,
    settings: {
      mail_notifications: typeof s.mail_notifications === 'boolean' ? s.mail_notifications : true,
      preferred_contact: ['email', 'phone', 'sms'].includes(s.preferred_contact)
        ? s.preferred_contact
        : 'email',
      internal_note: typeof s.internal_note === 'string' && s.internal_note !== '' ? s.internal_note : null,
    },
    policy_risks: fullRisks.map((r) => ({
      id: r.id,
      risk_type: r.risk_type,
      active: r.active,
      name: r.name,
      description: r.description,
      device:
        r.policy_risk_mobile ??
        r.policy_risk_scooter ??
        r.policy_risk_device ??
        r.policy_risk_portable ??
        r.policy_risk_smarttv ??
        r.policy_risk_person,
    })),
    policy_payments: receipts.map((row) => {
      const payment_date = row.payment_date?.toISOString() ?? null;
      return {
        id: row.id,
        sequence: row.sequence,
        price: row.price_cents,
        pending_amount: row.pending_amount_cents,
        activation_date: row.activation_date,
        payment_date,
        display_status: paymentDisplayStatus(
          {
            price: row.price_cents,
            pending_amount: row.pending_amount_cents,
            payment_date,
            activation_date: row.activation_date,
          },
          now,
        ),
        reference: row.reference,
        return_reason: row.return_reason,
        transactions: transactions
          .filter((t) => t.payment_id === row.id)
          .map((t) => ({
            id: t.id,
            kind: t.kind,
            status: t.status,
            amount: t.amount_cents,
            method_type: t.method_type,
            occurred_at: t.occurred_at.toISOString(),
            gateway: t.gateway,
            gateway_reference: t.gateway_order,
            reference: t.reference,
            reason_code: t.reason_code,
          })),
      };
    }),
    payment_methods: methods.map((m) => ({
      id: m.id,
      type: m.type,
      iban: m.iban ? maskIban(m.iban) : null,
      account_holder: m.account_holder,
      card_last4: m.card_last4,
    })),
  };
}

const strip = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/iban|account_number/i.test(key))
        .map(([k, v]) => [k, strip(v)]),
    );
  return value;
};

async function createProposal(req: http.IncomingMessage, body: string) {
  let input: { step?: unknown; data?: unknown };
  try {
    input = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'JSON no válido');
  }
  if (typeof input.step !== 'string' || !input.data || typeof input.data !== 'object')
    throw new HttpError(400, 'Datos no válidos');
  // TRUST_PROXY=1: the address the one trusted hop gives.
  const forwarded = String(req.headers['x-forwarded-for'] ?? '');
  const ip = forwarded.split(',').at(-1)?.trim() || req.socket.remoteAddress || '';
  const now = new Date();
  const windowMs = 15 * 60 * 1000;
  const [hit] = await q(
    'insert into "rate_limit_counters" ("bucket", "window_start", "hits") values ($1, $2, $3) on conflict ("bucket","window_start") do update set "hits" = "rate_limit_counters"."hits" + 1 returning "hits"',
    [`public-write:${ip}`, new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString(), 1],
  );
  if (Math.random() < 0.02)
    await q('delete from "rate_limit_counters" where "rate_limit_counters"."window_start" < $1', [
      new Date(now.getTime() - 86_400_000).toISOString(),
    ]);
  if (hit!.hits > 30) throw new HttpError(429, 'Demasiados intentos');
  const data = input.data as { holder?: { email?: unknown; phone?: unknown } };
  const holder = data.holder ?? {};
  const [row] = await q(
    'insert into "proposals" ("id", "identifier_proposal", "step", "status", "data", "product_id", "store_id", "email", "phone", "policy_id", "expires_at", "created_at", "updated_at") values (default, default, $1, default, $2, default, $3, $4, $5, default, $6, default, default) returning "id", "identifier_proposal", "step", "status", "data", "product_id", "store_id", "email", "phone", "policy_id", "expires_at", "created_at", "updated_at"',
    [
      input.step,
      JSON.stringify(strip(input.data)),
      null,
      typeof holder.email === 'string' ? holder.email.slice(0, 254) : null,
      typeof holder.phone === 'string' ? holder.phone.replace(/\D/g, '').slice(0, 15) : null,
      new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    ],
  );
  return {
    identifier_proposal: row!.identifier_proposal,
    step: row!.step,
    status: row!.status,
    data: row!.data,
    store_id: row!.store_id,
    policy_id: row!.policy_id,
    updated_at: row!.updated_at.toISOString(),
  };
}

async function route(req: http.IncomingMessage, body: string): Promise<[number, unknown]> {
  const url = new URL(req.url ?? '/', 'http://limit');
  const path = url.pathname;
  if (req.method === 'GET' && path === '/api/policies/price') return [200, await price(url)];
  const evaluation = /^\/api\/policies\/(\d+)\/risk\/(\d+)\/evaluation-status$/.exec(path);
  if (req.method === 'GET' && evaluation)
    return [200, await evaluationStatus(url, Number(evaluation[1]), Number(evaluation[2]))];
  if (req.method === 'GET' && path === '/api/policies') {
    await staff(req);
    return [200, await listPolicies(url)];
  }
  const detail = /^\/api\/policies\/(\d+)$/.exec(path);
  if (req.method === 'GET' && detail) {
    await staff(req);
    return [200, await getPolicy(Number(detail[1]))];
  }
  if (req.method === 'POST' && path === '/api/proposals') return [201, await createProposal(req, body)];
  return [404, { message: 'No encontrado' }];
}

http
  .createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      route(req, body).then(
        ([status, payload]) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(payload));
        },
        (error: unknown) => {
          const status = error instanceof HttpError ? error.status : 500;
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: error instanceof Error ? error.message : 'Error' }));
        },
      );
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`limit listening on ${port}`));

// Exit through process.exit so `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
