import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { madridDate, PolicyStatus, Role } from '@amparo/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { lastMailTo } from '../../../test/factories.ts';
import { seedDebitPolicy } from '../../../test/sepa-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { xmllint } from '../../../test/xmllint.ts';
import {
  jobs,
  paymentMethods,
  payments,
  paymentTransactions,
  policies,
  sepaReturnRows,
} from '../../db/schema/index.ts';
import { buildJobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { SEPA_RETURNS_BATCH_ROWS } from './import-sepa-returns.ts';

const t = useTestApp({ env: { FILES_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-sepa-')) } });
const today = madridDate(new Date())!;
const inDays = (days: number) => madridDate(new Date(Date.now() + days * 86_400_000))!;
const runJobs = () =>
  runDueJobs(
    t.db,
    buildJobHandlers(
      { smtpUrl: undefined, mailFrom: 'x@amparo.test', publicUrl: 'https://amparo.test' },
      { files: t.app.services.files, publicUrl: 'https://amparo.test' },
      () => new Date(),
    ),
    () => new Date(),
  );
let staff: Record<string, string>;
let customer: { user: { id: number }; headers: Record<string, string> };
let funds: Awaited<ReturnType<typeof seedDebitPolicy>>;
let closed: Awaited<ReturnType<typeof seedDebitPolicy>>;
let refused: Awaited<ReturnType<typeof seedDebitPolicy>>;
const chargeOf = async (paymentId: number) =>
  (
    await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.payment_id, paymentId))
      .orderBy(desc(paymentTransactions.id))
  ).find((row) => row.kind === 'charge')!;
const returnUrl = (policyId: number, paymentId: number, transactionId: number) =>
  `/api/policies/${policyId}/payments/${paymentId}/transactions/${transactionId}/return`;
const put = (url: string, payload: object, headers = staff) =>
  t.app.inject({ method: 'PUT', url, payload, headers });

const pain002 = (rows: [string, string][]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>BANK-1</MsgId><CreDtTm>${today}T09:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>X</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>X-1</OrgnlPmtInfId>
${rows.map(([e2e, code]) => `      <TxInfAndSts><OrgnlEndToEndId>${e2e}</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>${code}</Cd></Rsn></StsRsnInf></TxInfAndSts>`).join('\n')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;

beforeAll(async () => {
  staff = (await seedSession(t.db, Role.AGENT)).headers;
  customer = await seedSession(t.db, Role.POLICYHOLDER);
  const active = { status: PolicyStatus.ACTIVE_PAID_SIGNED };
  funds = await seedDebitPolicy(t.db, {
    receipts: [{ price: 1195, activation: '2026-01-05' }],
    policy: active,
  });
  closed = await seedDebitPolicy(t.db, {
    receipts: [{ price: 2490, activation: '2026-01-05' }],
    policy: { ...active, policyholder_id: customer.user.id },
  });
  refused = await seedDebitPolicy(t.db, {
    receipts: [{ price: 999, activation: '2026-01-05' }],
    policy: active,
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/sepa_files',
    payload: { collection_date: today },
    headers: staff,
  });
  await runJobs();
});

describe('returning one charge by hand', () => {
  it('makes the receipt unpaid with its reason and presents it again after the configured days (AM04)', async () => {
    const receipt = funds.receipts[0]!;
    const charge = await chargeOf(receipt.id);
    const answer = await put(returnUrl(funds.policy.id, receipt.id, charge.id), { reason_code: 'am04' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      reason_code: 'AM04',
      action: 'present_again',
      next_collection_date: inDays(5),
      collection_stopped: false,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, receipt.id));
    expect(row).toMatchObject({ pending_amount_cents: 1195, payment_date: null, return_reason: 'AM04' });
    expect(row?.returned_at).not.toBeNull();
    const movements = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.payment_id, receipt.id));
    expect(movements.map((m) => [m.kind, m.status, m.reason_code])).toEqual([
      ['charge', 'returned', 'AM04'],
      ['return', 'ok', 'AM04'],
    ]);
    const mail = await lastMailTo(t.db, funds.policy.email);
    expect(mail?.subject).toBe(`Recibo sin pagar de tu póliza ${funds.policy.number}`);
    expect(mail?.text_body).toContain('Fondos insuficientes');

    // Twice, unknown, or not a collected debit: a clear message and nothing changes.
    const twice = await put(returnUrl(funds.policy.id, receipt.id, charge.id), { reason_code: 'AM04' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'Este cobro ya estaba devuelto']);
    const returnMovement = movements.find((m) => m.kind === 'return')!;
    const notCharge = await put(returnUrl(funds.policy.id, receipt.id, returnMovement.id), {
      reason_code: 'AM04',
    });
    expect(notCharge.statusCode).toBe(409);
    expect(
      (await put(returnUrl(funds.policy.id, receipt.id, 999_999), { reason_code: 'AM04' })).statusCode,
    ).toBe(404);
    expect(
      (await put(returnUrl(closed.policy.id, receipt.id, charge.id), { reason_code: 'AM04' })).statusCode,
    ).toBe(404);
    expect(
      (await put(returnUrl(funds.policy.id, receipt.id, charge.id), { reason_code: 'A' })).statusCode,
    ).toBe(400);
    const after = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.payment_id, receipt.id));
    expect(after).toHaveLength(2);

    // Not in today's file again; in the file of the re-presentation date.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/sepa_files',
      payload: { collection_date: inDays(4) },
      headers: staff,
    });
    expect(early.statusCode).toBe(422);
  });
});

describe('importing a bank return file', () => {
  it('applies every row in one job with a per-row report, stops collection by reason, and the customer sees it', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sepa_returns',
      payload: { content: '<Document xmlns="urn:x"><oops' },
      headers: staff,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('El fichero de devoluciones no se puede leer');

    const closedReceipt = closed.receipts[0]!;
    const refusedReceipt = refused.receipts[0]!;
    const content = pain002([
      [`AMP-${closedReceipt.id}-1`, 'AC04'],
      [`AMP-${refusedReceipt.id}-1`, 'MD06'],
      ['AMP-999999-1', 'AM04'],
      [`AMP-${funds.receipts[0]!.id}-1`, 'AM04'], // already returned by hand
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/sepa_returns',
      payload: { filename: 'devoluciones.xml', content },
      headers: staff,
    });
    expect(imported.statusCode).toBe(202);
    expect(imported.json().rows).toBe(4);
    await runJobs();
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${imported.json().job_id}`,
      headers: staff,
    });
    expect(job.json()).toMatchObject({ status: 'done', progress: { done: 4, total: 4, errors: 2 } });
    const report = job.json().result.rows as { ok: boolean; message: string }[];
    expect(report.map((r) => r.ok)).toEqual([true, true, false, false]);
    expect(report[2]!.message).toBe('No hay ningún cobro con esta referencia');
    expect(report[3]!.message).toBe('Este cobro ya estaba devuelto');

    const [closedRow] = await t.db.select().from(payments).where(eq(payments.id, closedReceipt.id));
    expect(closedRow).toMatchObject({
      collection_stopped: true,
      return_reason: 'AC04',
      next_collection_date: null,
    });
    const mail = await lastMailTo(t.db, closed.policy.email);
    expect(mail?.text_body).toContain('Indicar otra cuenta');
    expect(mail?.text_body).toContain(`payment_id=${closedReceipt.id}`);
    const [refusedRow] = await t.db.select().from(payments).where(eq(payments.id, refusedReceipt.id));
    expect(refusedRow).toMatchObject({ collection_stopped: true, return_reason: 'MD06' });

    const home = await t.app.inject({ method: 'GET', url: '/api/customer/home', headers: customer.headers });
    const notices = home.json().notifications as {
      title: string;
      link?: { params: Record<string, string> };
    }[];
    expect(notices.find((n) => n.title === 'Recibo sin pagar')?.link?.params.payment_id).toBe(
      String(closedReceipt.id),
    );
    // Someone else's job is not readable.
    const other = await seedSession(t.db, Role.AGENT);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/jobs/${imported.json().job_id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the customer give a new IBAN: the mandate is amended and the next file carries the amendment', async () => {
    const receipt = closed.receipts[0]!;
    const url = `/api/policies/${closed.policy.id}/payments/${receipt.id}/pay-new-iban`;
    const badIban = await put(
      url,
      { iban: 'ES9121000418450200051333', account_holder: 'Lucía Martín' },
      customer.headers,
    );
    expect(badIban.statusCode).toBe(422);
    expect(badIban.json().message).toContain('El IBAN no es válido');
    // A role that only reads payments may not move money; without login or link it is a 401.
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const newIban = { iban: 'ES7620770024003102575766', account_holder: 'Lucía' };
    expect((await put(url, newIban, seller.headers)).statusCode).toBe(403);
    expect((await put(url, newIban, {})).statusCode).toBe(401);
    const stranger = await seedSession(t.db, Role.POLICYHOLDER);
    expect((await put(url, newIban, stranger.headers)).statusCode).toBe(404);
    const good = await put(
      url,
      { iban: 'ES76 2077 0024 0031 0257 5766', account_holder: 'Lucía Martín' },
      customer.headers,
    );
    expect(good.statusCode).toBe(200);
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, closed.method.id));
    expect(method).toMatchObject({
      iban: 'ES7620770024003102575766',
      amended_from_iban: 'ES9121000418450200051332',
    });
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, closed.policy.id));
    expect(policy?.status).toBe(PolicyStatus.ACTIVE_PAID_SIGNED);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sepa_files',
      payload: { collection_date: today },
      headers: staff,
    });
    expect(created.statusCode).toBe(202);
    await runJobs();
    const xml = (
      await t.app.inject({ method: 'GET', url: `/api/sepa_files/${created.json().id}/xml`, headers: staff })
    ).body;
    expect(xmllint(xml).valid).toBe(true);
    expect(xml).toContain(`<EndToEndId>AMP-${receipt.id}-2</EndToEndId>`);
    expect(xml).toContain('<AmdmntInd>true</AmdmntInd>');
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).not.toContain(`AMP-${refused.receipts[0]!.id}-2`);
    const [fileJob] = await t.db.select().from(jobs).where(eq(jobs.id, created.json().job_id));
    expect(fileJob?.status).toBe('done');
  });
});

describe('bank files that would hold the server', () => {
  const upload = (content: string) =>
    t.app.inject({ method: 'POST', url: '/api/sepa_returns', payload: { content }, headers: staff });
  const namespace = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03';

  it('refuses a file nested 20,000 deep at once, while the API keeps answering', async () => {
    const levels = 20_000;
    const deep = `<Document xmlns="${namespace}">${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}</Document>`;
    const started = performance.now();
    const [refused, health] = await Promise.all([
      upload(deep).then((answer) => ({ answer, ms: performance.now() - started })),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(refused.answer.statusCode).toBe(422);
    expect(refused.answer.json().message).toContain('anida más de 15 niveles');
    expect(health.statusCode).toBe(200);
    // The parse refuses it in under a millisecond (bench/sepa-returns-guard.ts); it took 4 to 5 s before. The bound
    // leaves room for a loaded machine while still failing the quadratic parse by far.
    expect(refused.ms).toBeLessThan(1000);
  });

  it('refuses a namespace that only looks like ISO 20022, and more transactions than the cap', async () => {
    const foreign = await upload(pain002([['AMP-1-1', 'AM04']]).replace(namespace, 'urn:evil:pain.002'));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toMatch(
      /^El fichero de devoluciones no se puede leer: formato no admitido \(urn:evil:pain.002\)/,
    );
    // Some 450 KB: over the global body limit, within this route's own.
    const many = await upload(pain002(Array.from({ length: 5001 }, (_, i) => [`AMP-X-${i}`, 'AM04'])));
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toContain('trae más de 5000 operaciones y el máximo por fichero es 5000');
  });

  it('applies a file in batches, reports each row in order, and resumes after the rows already reported', async () => {
    const total = SEPA_RETURNS_BATCH_ROWS * 2 + 3;
    const references = Array.from({ length: total }, (_, i) => `AMP-NONE-${i}`);
    const imported = await upload(pain002(references.map((e2e) => [e2e, 'AM04'])));
    expect(imported.statusCode).toBe(202);
    const jobId = imported.json().job_id as number;
    // As a killed worker leaves it: the first batch reported (and returned) in its transaction.
    await t.db.insert(sepaReturnRows).values(
      references.slice(0, SEPA_RETURNS_BATCH_ROWS).map((e2e, position) => ({
        job_id: jobId,
        position,
        end_to_end_id: e2e,
        reason_code: 'AM04',
        ok: true,
        message: 'de la primera vuelta',
      })),
    );
    await runJobs();
    const rows = await t.db
      .select()
      .from(sepaReturnRows)
      .where(eq(sepaReturnRows.job_id, jobId))
      .orderBy(asc(sepaReturnRows.position));
    expect(rows.map((r) => r.end_to_end_id)).toEqual(references);
    expect(rows.filter((r) => r.message === 'de la primera vuelta')).toHaveLength(SEPA_RETURNS_BATCH_ROWS);
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: staff });
    expect(job.json()).toMatchObject({
      status: 'done',
      progress: { done: total, total, errors: total - SEPA_RETURNS_BATCH_ROWS },
    });
    const report = job.json().result.rows as { end_to_end_id: string; message: string }[];
    expect(report.map((r) => r.end_to_end_id)).toEqual(references);
    expect(report[total - 1]).toEqual({
      end_to_end_id: references[total - 1],
      reason_code: 'AM04',
      ok: false,
      message: 'No hay ningún cobro con esta referencia',
      payment_id: null,
      policy_id: null,
    });
  });

  it('resumes a job started before the report had its table, after the rows of its old report', async () => {
    const imported = await upload(
      pain002([
        ['AMP-OLD-1', 'AM04'],
        ['AMP-OLD-2', 'AM04'],
      ]),
    );
    const jobId = imported.json().job_id as number;
    const oldRow = { end_to_end_id: 'AMP-OLD-1', reason_code: 'AM04', ok: true, message: 'de antes' };
    await t.db
      .update(jobs)
      .set({ result: { rows: [{ ...oldRow, payment_id: null, policy_id: null }] } })
      .where(eq(jobs.id, jobId));
    await runJobs();
    const job = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: staff });
    expect(job.json().result.rows.map((r: { message: string }) => r.message)).toEqual([
      'de antes',
      'No hay ningún cobro con esta referencia',
    ]);
  });
});
