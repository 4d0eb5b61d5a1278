// A large, realistic data set for measuring the back office (docs/performance.md):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/amparo_bench npm run seed:large -- --policies 1000000
// Migrates and seeds the reference data like the server does, then fills every table the back office
// reads with INSERT ... SELECT generate_series, in the database itself (no row crosses the wire):
// 60 distributors, 1,200 stores, one policyholder per policy, policies of every product type and
// status spread over two years, their risks (mobiles with valid, unique Luhn IMEIs), payment methods,
// receipts, phone checks and claims. Every constraint of the schema holds; ids are given explicitly
// and the identity sequences moved past them, so the app keeps booking normally afterwards.
// A million policies take a few minutes on two cores.
import { parseArgs } from 'node:util';
import { claimTypesFor, ProductType } from '@amparo/domain';
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';

const { values } = parseArgs({
  options: {
    policies: { type: 'string', default: '100000' },
    distributors: { type: 'string', default: '60' },
    stores: { type: 'string', default: '1200' },
  },
});
const N = Number(values.policies);
const D = Number(values.distributors);
const S = Number(values.stores);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Falta DATABASE_URL (una base de datos PostgreSQL propia, p. ej. amparo_bench)');
  process.exit(1);
}
if (
  !Number.isSafeInteger(N) ||
  N < 1 ||
  !Number.isSafeInteger(D) ||
  D < 1 ||
  !Number.isSafeInteger(S) ||
  S < D
) {
  console.error('Uso: npm run seed:large -- --policies 1000000 [--distributors 60] [--stores 1200]');
  process.exit(1);
}

const handle = openPostgres(url, 1);
await migrateDatabase(handle);
await seedDatabase(handle.db, { adminEmail: 'admin@amparo.local', demoData: true, production: false });
await handle.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const started = Date.now();
async function step(label: string, text: string) {
  const t0 = Date.now();
  const result = await client.query(text);
  const rows = Array.isArray(result) ? '' : ` (${result.rowCount ?? 0} filas)`;
  console.log(`${label}${rows}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
const maxId = async (table: string) =>
  Number((await client.query(`select coalesce(max(id), 0)::int as n from ${table}`)).rows[0].n);

// Bases so the explicit ids never meet existing rows.
const base = {
  distributor: await maxId('distributors'),
  store: await maxId('stores'),
  user: await maxId('users'),
  policy: await maxId('policies'),
  risk: await maxId('policy_risks'),
  method: await maxId('payment_methods'),
  claim: await maxId('claims'),
};
const products = (
  await client.query<{ id: number; product_type_id: number }>(
    'select id, product_type_id from products where active order by id',
  )
).rows;
const mobileProducts = products.filter((p) => p.product_type_id === ProductType.MOBILE).map((p) => p.id);
const otherProducts = products.filter((p) => p.product_type_id !== ProductType.MOBILE).map((p) => p.id);
if (!mobileProducts.length || !otherProducts.length) throw new Error('El catálogo no tiene productos');
const claimTypeCase = [...new Set(products.map((p) => p.product_type_id))]
  .map((type) => {
    const ids = claimTypesFor(type);
    return ids.length ? `when ${type} then (array[${ids.join(',')}])[1 + (p.id % ${ids.length})]` : '';
  })
  .join(' ');
const riskTypeOf = `case p.product_type_id when 1 then 1 when 3 then 3 when 4 then 4 when 5 then 5 when 6 then 7 when 7 then 8 else 4 end`;

await step('setseed', 'select setseed(0.42)');
await step(
  'session',
  "set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB'",
);

await step(
  'distributors',
  `insert into distributors (id, name, tax_id, email, phone, contact_name, city, province, postal_code, commission_bp, created_at)
   overriding system value
   select ${base.distributor} + d, 'Distribuidora ' || (array['Norte','Sur','Levante','Centro','Atlántico','Cantábrico','Ibérica','Mediterránea'])[1 + d % 8] || ' ' || lpad(d::text, 3, '0'),
     'B' || lpad((10000000 + d)::text, 8, '0'), 'red' || d || '@distribuidora.example', '91' || lpad(d::text, 7, '0'),
     'Responsable ' || d, (array['Madrid','Barcelona','Valencia','Sevilla','Bilbao','Málaga','Zaragoza','Vigo'])[1 + d % 8],
     (array['Madrid','Barcelona','Valencia','Sevilla','Bizkaia','Málaga','Zaragoza','Pontevedra'])[1 + d % 8],
     lpad((28000 + d)::text, 5, '0'), 500 + d % 1000, now() - interval '3 years'
   from generate_series(1, ${D}) d`,
);
await step(
  'stores',
  `insert into stores (id, distributor_id, code, name, city, province, postal_code, phone, email, commission_bp, created_at)
   overriding system value
   select ${base.store} + s, ${base.distributor} + 1 + (s - 1) % ${D}, 'LT-' || lpad(s::text, 5, '0'),
     (array['MovilPlus','TecnoCentro','PhoneHouse','Digitalia','ElectroHogar','ConectaT'])[1 + s % 6] || ' ' ||
       (array['Gran Vía','Diagonal','Centro','Plaza Mayor','Estación','Puerto','Avenida','Mercado'])[1 + s % 8] || ' ' || s,
     (array['Madrid','Barcelona','Valencia','Sevilla','Bilbao','Málaga','Zaragoza','Vigo'])[1 + s % 8],
     (array['Madrid','Barcelona','Valencia','Sevilla','Bizkaia','Málaga','Zaragoza','Pontevedra'])[1 + s % 8],
     lpad((8000 + s)::text, 5, '0'), '93' || lpad(s::text, 7, '0'), 'tienda' || s || '@tiendas.example', 300 + s % 700,
     now() - interval '3 years'
   from generate_series(1, ${S}) s`,
);

// One row per policy with its random draws, kept for the inserts below (unlogged: a scratch table).
await step('drop scratch', 'drop table if exists seed_large_draws');
await step(
  'draws',
  // Numbered oldest first, as policies are booked: ids (and policy numbers) grow with created_at and
  // the table's physical order follows time, like a real database's.
  `create unlogged table seed_large_draws as
   select (row_number() over (order by r_time desc))::int i, * from (
     select random() r_status, random() r_product, random() r_store, random() r_time, random() r_eval,
       random() r_periodicity, random() r_claim, random() r_premium, random() r_name
     from generate_series(1, ${N})
   ) g`,
);

const FIRST = `array['Lucía','Hugo','Martina','Mateo','Sofía','Martín','María','Lucas','Julia','Leo','Paula','Daniel','Valeria','Alejandro','Emma','Pablo','Daniela','Manuel','Carla','Álvaro','Alba','Adrián','Noa','Mario','Sara','Diego','Carmen','Javier','Ana','Marcos','Laura','Sergio','Elena','Jorge','Irene','Iván','Marta','Raúl','Nerea','Rubén']`;
const LAST = `array['García','Rodríguez','González','Fernández','López','Martínez','Sánchez','Pérez','Gómez','Martín','Jiménez','Ruiz','Hernández','Díaz','Moreno','Muñoz','Álvarez','Romero','Alonso','Gutiérrez','Navarro','Torres','Domínguez','Vázquez','Ramos','Gil','Ramírez','Serrano','Blanco','Molina','Morales','Suárez','Ortega','Delgado','Castro','Ortiz','Rubio','Marín','Sanz','Núñez']`;
const ASCII = (expr: string) => `translate(lower(${expr}), 'áéíóúüñ', 'aeiouun')`;

await step(
  'people',
  `create unlogged table seed_large_people as
   select i, f, l1, l2, f || ' ' || l1 || ' ' || l2 as complete_name,
     ${ASCII('f')} || '.' || ${ASCII('l1')} || '.' || i || '@correo.example' as email,
     (array['6','7'])[1 + i % 2] || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0') as phone,
     lpad(((i::bigint * 104729) % 100000000)::text, 8, '0') as dni_digits
   from (
     select i, (${FIRST})[1 + floor(r_name * 40)::int] f, (${LAST})[1 + (i * 31) % 40] l1, (${LAST})[1 + (i * 17 + 7) % 40] l2
     from seed_large_draws
   ) n`,
);

await step(
  'users (tomadores)',
  `insert into users (id, role, email, name, surname1, surname2, document_type, document_code, phone, created_at)
   overriding system value
   select ${base.user} + i, 'policyholder', email, f, l1, l2, 'DNI',
     dni_digits || substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + (dni_digits::int % 23), 1), phone, now() - interval '2 years'
   from seed_large_people`,
);

// Status: 8% draft, 17% paid unsigned, 65% signed, 10% cancelled. 55% mobile products.
await step(
  'policies',
  `insert into policies (id, number, status, product_id, product_type_id, policyholder_id, distributor_id, store_id,
     complete_name, email, phone, document_code, periodicity, payment_method_type, premium_cents, annual_premium_cents,
     device_value_cents, evaluation_status, evaluation_active, starts_on, ends_on, signed_at, cancelled_at, cancel_reason,
     created_at, updated_at)
   overriding system value
   select ${base.policy} + d.i,
     'AMP-' || to_char(c.created_at, 'YYYY') || '-' || lpad((${base.policy} + d.i)::text, 7, '0'),
     c.status, pr.id, pr.product_type_id, ${base.user} + d.i,
     case when d.r_store < 0.85 then ${base.distributor} + 1 + (c.store_k - 1) % ${D} end,
     case when d.r_store < 0.85 then ${base.store} + c.store_k end,
     p.complete_name, p.email, p.phone, p.dni_digits || substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + (p.dni_digits::int % 23), 1),
     c.periodicity, case when d.i % 10 < 6 then 1 when d.i % 10 < 9 then 3 else 2 end,
     c.premium, case when c.periodicity = 1 then c.premium * 12 else c.premium end,
     10000 + (d.i % 150) * 1000,
     case when pr.product_type_id <> 1 then 6
          when c.status = 1 then 1
          when d.r_eval < 0.70 then 3 when d.r_eval < 0.80 then 2 when d.r_eval < 0.88 then 4
          when d.r_eval < 0.93 then 5 else 1 end,
     pr.product_type_id = 1 and c.status <> 4,
     case when c.status > 1 then (c.created_at at time zone 'Europe/Madrid')::date end,
     case when c.status > 1 then (c.created_at at time zone 'Europe/Madrid')::date + 365 end,
     case when c.status = 3 then c.created_at + interval '2 hours' end,
     case when c.status = 4 then c.created_at + interval '20 days' end,
     case when c.status = 4 then 'customer' end,
     c.created_at, c.created_at
   from seed_large_draws d
   join seed_large_people p using (i)
   cross join lateral (
     select case when d.r_status < 0.08 then 1 when d.r_status < 0.25 then 2 when d.r_status < 0.90 then 3 else 4 end as status,
       now() - (d.r_time * interval '730 days') as created_at,
       1 + floor(d.r_store / 0.85 * ${S})::int % ${S} as store_k,
       case when d.r_periodicity < 0.7 then 1 else 12 end as periodicity,
       case when d.r_periodicity < 0.7 then 399 + floor(d.r_premium * 1600)::int else 4500 + floor(d.r_premium * 18000)::int end as premium,
       case when d.r_product < 0.55 then (array[${mobileProducts.join(',')}])[1 + d.i % ${mobileProducts.length}]
            else (array[${otherProducts.join(',')}])[1 + d.i % ${otherProducts.length}] end as product_id
   ) c
   join products pr on pr.id = c.product_id
   order by d.i`,
);

await step(
  'policy_risks',
  `insert into policy_risks (id, policy_id, risk_type, active, name, created_at, updated_at)
   overriding system value
   select ${base.risk} + (p.id - ${base.policy}), p.id, ${riskTypeOf}, p.status <> 4,
     case ${riskTypeOf}
       when 1 then (array['iPhone 15','iPhone 16 Pro','Galaxy S24','Galaxy A55','Pixel 9','Redmi Note 13','Xiaomi 14','Moto G84'])[1 + p.id % 8]
       when 3 then (array['Xiaomi Scooter 4','Segway Ninebot F2','Cecotec Bongo'])[1 + p.id % 3]
       when 7 then (array['MacBook Air','ThinkPad T14','Surface Laptop'])[1 + p.id % 3]
       when 8 then (array['Samsung QLED 55','LG OLED 65','Sony Bravia 50'])[1 + p.id % 3]
       else (array['iPad Air','Apple Watch','PlayStation 5','Nintendo Switch'])[1 + p.id % 4] end,
     p.created_at, p.created_at
   from policies p where p.id > ${base.policy}`,
);

// IMEI: a real-looking TAC, a serial from the policy's ordinal (unique), and the Luhn check digit.
await step(
  'risk_mobiles',
  `insert into risk_mobiles (policy_risk_id, brand, model, imei, imei_active, evaluation_status)
   select r.id, (array['Apple','Apple','Samsung','Samsung','Google','Xiaomi','Xiaomi','Motorola'])[1 + p.id % 8], r.name,
     b.body || ((10 - (select sum(case when pos % 2 = 0 then (case when 2 * dg > 9 then 2 * dg - 9 else 2 * dg end) else dg end)
                      from (select pos, substr(b.body, pos, 1)::int dg from generate_series(1, 14) pos) x) % 10) % 10)::text,
     r.active, p.evaluation_status
   from policy_risks r join policies p on p.id = r.policy_id
   cross join lateral (select (array['35332811','35391110','35875311','35209711','35449209','86769504','86124406','35672011','35925406','35153510'])[1 + (p.id - ${base.policy}) % 10]
       || lpad(((p.id - ${base.policy}) / 10)::text, 6, '0') as body) b
   where r.id > ${base.risk} and r.risk_type = 1`,
);
await step(
  'risk_devices',
  `insert into risk_devices (policy_risk_id, brand, model, device_kind, purchase_date, value_cents)
   select r.id, split_part(r.name, ' ', 1), r.name, 'tablet', (r.created_at - interval '10 days')::date, 30000 + r.id % 100000
   from policy_risks r where r.id > ${base.risk} and r.risk_type in (4, 5, 6)`,
);
await step(
  'risk_scooters',
  `insert into risk_scooters (policy_risk_id, brand, model)
   select r.id, split_part(r.name, ' ', 1), r.name from policy_risks r where r.id > ${base.risk} and r.risk_type = 3`,
);
await step(
  'risk_portables',
  `insert into risk_portables (policy_risk_id, brand, model)
   select r.id, split_part(r.name, ' ', 1), r.name from policy_risks r where r.id > ${base.risk} and r.risk_type = 7`,
);
await step(
  'risk_smarttvs',
  `insert into risk_smarttvs (policy_risk_id, brand, model)
   select r.id, split_part(r.name, ' ', 1), r.name from policy_risks r where r.id > ${base.risk} and r.risk_type = 8`,
);

await step(
  'payment_methods',
  `insert into payment_methods (id, policy_id, type, card_brand, card_last4, card_expiry, iban, account_holder,
     mandate_reference, mandate_signed_at, created_at, updated_at)
   overriding system value
   select ${base.method} + (p.id - ${base.policy}), p.id, p.payment_method_type,
     case when p.payment_method_type = 1 then (array['VISA','MASTERCARD'])[1 + p.id % 2] end,
     case when p.payment_method_type = 1 then lpad((p.id % 10000)::text, 4, '0') end,
     case when p.payment_method_type = 1 then '12/29' end,
     case when p.payment_method_type = 3 then 'ES9121000418450200051332' end,
     case when p.payment_method_type = 3 then p.complete_name end,
     case when p.payment_method_type = 3 then 'AMP-MND-' || p.id end,
     case when p.payment_method_type = 3 then p.created_at end,
     p.created_at, p.created_at
   from policies p where p.id > ${base.policy} and p.status > 1`,
);

// Receipts: a yearly policy one; a monthly one each month since it started, up to six, the last
// one still pending on active policies.
await step(
  'payments (recibos)',
  `insert into payments (policy_id, sequence, price_cents, pending_amount_cents, activation_date, payment_date,
     payment_method_id, reference, created_at, updated_at)
   select p.id, s, p.premium_cents,
     case when s = n and p.status in (2, 3) and p.periodicity = 1 and p.id % 4 = 0 then p.premium_cents else 0 end,
     (p.starts_on + ((s - 1) * p.periodicity || ' months')::interval)::date,
     case when s = n and p.status in (2, 3) and p.periodicity = 1 and p.id % 4 = 0 then null
          else p.created_at + ((s - 1) * p.periodicity || ' months')::interval end,
     ${base.method} + (p.id - ${base.policy}), 'REC-' || p.id || '-' || s, p.created_at, p.created_at
   from policies p
   cross join lateral (select case when p.periodicity = 12 then 1
       else least(6, greatest(1, (extract(epoch from now() - p.created_at) / 2629800)::int)) end as n) k
   cross join lateral generate_series(1, k.n) s
   where p.id > ${base.policy} and p.status > 1`,
);

await step(
  'evaluations (peritaciones)',
  `insert into evaluations (policy_id, policy_risk_id, status, frontal_label, trasera_label, imei, decided_at,
     attempt, source, device_type, checked_at, created_at, updated_at)
   select p.id, r.id, p.evaluation_status,
     case when p.evaluation_status = 3 then 'Validated' when p.evaluation_status = 4 then 'Breakage' end,
     case when p.evaluation_status = 3 then 'Validated' when p.evaluation_status = 4 then 'Validated' end,
     m.imei, case when p.evaluation_status in (3, 4) then p.created_at + interval '1 day' end,
     1, 'customer', 'mobile', p.created_at + interval '3 hours', p.created_at + interval '1 hour', p.created_at + interval '1 day'
   from policies p join policy_risks r on r.policy_id = p.id join risk_mobiles m on m.policy_risk_id = r.id
   where p.id > ${base.policy} and p.evaluation_status in (2, 3, 4, 5)`,
);

// Claims on about 4% of the paid policies: 30% open, 60% closed, 10% with documentation rejected.
await step(
  'claims (siniestros)',
  `insert into claims (id, policy_id, policy_risk_id, claim_type_id, internal_status, occurred_on, description, number,
     sent_at, closed_at, source, created_at, updated_at)
   overriding system value
   select ${base.claim} + row_number() over (order by p.id), p.id, r.id,
     case p.product_type_id ${claimTypeCase} else 1 end,
     case when d.r_claim < 0.012 then 1 when d.r_claim < 0.036 then 2 else 4 end,
     (c.at at time zone 'Europe/Madrid')::date - 2, 'Daño declarado por el cliente (datos de prueba).',
     'SIN-' || to_char(c.at, 'YYYY') || '-' || lpad((${base.claim} + row_number() over (order by p.id))::text, 6, '0'),
     c.at, case when d.r_claim >= 0.012 and d.r_claim < 0.036 then c.at + interval '12 days' end,
     'customer', c.at, c.at
   from policies p join seed_large_draws d on d.i = p.id - ${base.policy}
   join policy_risks r on r.policy_id = p.id
   cross join lateral (select p.created_at + (now() - p.created_at) * d.r_eval as at) c
   where p.id > ${base.policy} and p.status in (2, 3) and d.r_claim < 0.04`,
);
await step(
  'claim_statuses',
  `insert into claim_statuses (claim_id, status, comment, created_at)
   select c.id, c.internal_status, null, coalesce(c.closed_at, c.sent_at) from claims c where c.id > ${base.claim}`,
);

await step('drop scratch', 'drop table seed_large_draws; drop table seed_large_people');
for (const [sequenceOf, table] of [
  ['distributors', 'distributors'],
  ['stores', 'stores'],
  ['users', 'users'],
  ['policies', 'policies'],
  ['policy_risks', 'policy_risks'],
  ['payment_methods', 'payment_methods'],
  ['claims', 'claims'],
]) {
  await client.query(
    `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${sequenceOf}))`,
  );
}
await client.query(`select setval('policy_number_seq', (select max(id) from policies))`);
await step(
  'vacuum analyze',
  'vacuum (analyze) policies, policy_risks, risk_mobiles, payments, evaluations, claims, users',
);
await client.end();
console.log(`Listo: ${N} pólizas en ${((Date.now() - started) / 1000).toFixed(0)} s`);
