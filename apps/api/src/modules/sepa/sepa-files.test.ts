import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluationStatus, madridDate, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedDebitPolicy } from '../../../test/sepa-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { xmllint } from '../../../test/xmllint.ts';
import { jobs, payments, paymentTransactions, policies, sepaFiles } from '../../db/schema/index.ts';
import { buildJobHandlers } from '../../jobs/handlers.ts';
import { runDueJobs } from '../../jobs/worker.ts';

const t = useTestApp({ env: { FILES_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-sepa-')) } });
const today = madridDate(new Date())!;
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
const post = (payload: unknown, headers = staff) =>
  t.app.inject({ method: 'POST', url: '/api/sepa_files', payload: payload as object, headers });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });

beforeAll(async () => {
  staff = (await seedSession(t.db, Role.AGENT)).headers;
});

describe('POST /api/sepa_files refusals', () => {
  it('refuses a bad date, a past date, nothing due and staff without payments rights', async () => {
    expect((await post({ collection_date: '2026-13-01' })).statusCode).toBe(400);
    const past = await post({ collection_date: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('La fecha de cargo no puede ser anterior a hoy');
    const nothing = await post({ collection_date: today });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toContain('No hay recibos por domiciliación pendientes de cobro');
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    expect((await post({ collection_date: today }, seller.headers)).statusCode).toBe(403);
  });
});

describe('a SEPA file, end to end', () => {
  it('collects the due debits into a pain.008 that the ISO schema accepts, and marks them paid', async () => {
    const first = await seedDebitPolicy(t.db, {
      receipts: [{ price: 1195, activation: '2026-01-05' }],
      policy: { evaluation_status: EvaluationStatus.VALIDATED },
    });
    // A draft whose phone check is still pending is not debited yet.
    const unchecked = await seedDebitPolicy(t.db, { receipts: [{ price: 1195, activation: '2026-01-05' }] });
    const recurrent = await seedDebitPolicy(t.db, {
      collectedBefore: true,
      policy: { status: PolicyStatus.ACTIVE_PAID_SIGNED },
      receipts: [
        { price: 1195, activation: '2026-01-05', paid: true },
        { price: 1195, activation: '2026-02-05' },
        { price: 1195, activation: '2099-03-05' }, // not due yet
      ],
    });
    // New account at another bank after the mandate was used: amendment with SMNDA, sent as FRST.
    const amended = await seedDebitPolicy(t.db, {
      collectedBefore: true,
      iban: 'ES7620770024003102575766',
      amendedFromIban: 'ES9121000418450200051332',
      policy: { status: PolicyStatus.ACTIVE_PAID_SIGNED, complete_name: 'Íñigo Núñez & Cía' },
      receipts: [{ price: 2490, activation: '2026-02-01' }],
    });
    const stopped = await seedDebitPolicy(t.db, { receipts: [{ price: 999, activation: '2026-01-05' }] });
    await t.db
      .update(payments)
      .set({ collection_stopped: true })
      .where(eq(payments.id, stopped.receipts[0]!.id));

    const created = await post({ collection_date: today });
    expect(created.statusCode).toBe(202);
    const { id, job_id } = created.json();
    expect((await get(`/api/sepa_files/${id}`)).json()).toMatchObject({ status: 'generating' });
    // A second request while one generates is refused: two files never claim one receipt.
    expect((await post({ collection_date: today })).json().message).toContain('Ya se está generando');
    expect((await get(`/api/sepa_files/${id}/xml`)).statusCode).toBe(409);

    await runJobs();
    const detail = (await get(`/api/sepa_files/${id}`)).json();
    expect(detail).toMatchObject({
      status: 'generated',
      transactions_count: 3,
      total_cents: 1195 + 1195 + 2490,
    });
    expect(detail.progress).toEqual({ done: 3, total: 3, errors: 0 });
    const bySeq = Object.fromEntries(
      detail.receipts.map((r: { payment_id: number; sequence_type: string }) => [
        r.payment_id,
        r.sequence_type,
      ]),
    );
    expect(bySeq).toEqual({
      [first.receipts[0]!.id]: 'FRST',
      [recurrent.receipts[1]!.id]: 'RCUR',
      [amended.receipts[0]!.id]: 'FRST',
    });
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, first.receipts[0]!.id));
    expect(paid).toMatchObject({ pending_amount_cents: 0, sepa_file_id: id, collection_attempts: 1 });
    expect(paid?.payment_date).not.toBeNull();
    const [activated] = await t.db.select().from(policies).where(eq(policies.id, first.policy.id));
    expect(activated?.status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    const [waiting] = await t.db.select().from(payments).where(eq(payments.id, unchecked.receipts[0]!.id));
    expect(waiting).toMatchObject({ payment_date: null, sepa_file_id: null });

    const download = await get(`/api/sepa_files/${id}/xml`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('.xml');
    const xml = download.body;
    const check = xmllint(xml);
    expect(check.output).toContain('validates');
    expect(check.valid).toBe(true);
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs><CtrlSum>48.80</CtrlSum>');
    expect(xml).toContain('<SeqTp>RCUR</SeqTp>');
    expect(xml).toContain('<CdtrSchmeId><Id><PrvtId><Othr><Id>ES64000A12345674</Id>');
    expect(xml).toContain(
      '<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAcct><Id><IBAN>ES9121000418450200051332</IBAN></Id></OrgnlDbtrAcct><OrgnlDbtrAgt><FinInstnId><Othr><Id>SMNDA</Id></Othr></FinInstnId></OrgnlDbtrAgt>',
    );
    expect(xml).toContain('<Nm>Inigo Nunez Cia</Nm>');
    expect(xml).toContain(`<EndToEndId>AMP-${first.receipts[0]!.id}-1</EndToEndId>`);

    // The validator really rejects a broken file: a debit without its amount, and a bad sequence type.
    expect(xmllint(xml.replace(/<InstdAmt Ccy="EUR">[^<]*<\/InstdAmt>/, '')).valid).toBe(false);
    expect(xmllint(xml.replace('<SeqTp>RCUR</SeqTp>', '<SeqTp>XXXX</SeqTp>')).valid).toBe(false);

    // Running the job again changes nothing: same charges, same totals.
    await t.db.update(sepaFiles).set({ status: 'generating' }).where(eq(sepaFiles.id, id));
    await t.db
      .update(jobs)
      .set({ status: 'queued', run_at: new Date(0) })
      .where(eq(jobs.id, job_id));
    await runJobs();
    const again = (await get(`/api/sepa_files/${id}`)).json();
    expect(again).toMatchObject({ status: 'generated', transactions_count: 3, total_cents: 4880 });
    const charges = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.sepa_file_id, id));
    expect(charges).toHaveLength(3);
    expect((await get(`/api/sepa_files/${id}/xml`)).body).toBe(xml);

    const list = (await get('/api/sepa_files')).json();
    expect(list.data[0]).toMatchObject({ id, status: 'generated', transactions_count: 3, returned_count: 0 });
    // Nothing is due any more for today: the collected receipts are not collected twice.
    expect((await post({ collection_date: today })).statusCode).toBe(422);
  });
});
