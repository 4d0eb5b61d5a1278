import { madridDate, type PaymentDisplayStatus, paymentDisplayStatus, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, payments, paymentTransactions, sepaFiles } from '../../db/schema/index.ts';

const t = useTestApp();
type Booked = { id: number; number: string };
let online: Booked;
let inStore: Booked;
let agent: Awaited<ReturnType<typeof seedSession>>;

const today = () => madridDate(new Date())!;
const receiptsOf = (policyId: number) =>
  t.db.select().from(payments).where(eq(payments.policy_id, policyId)).orderBy(payments.sequence);
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = agent.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const markAsPaid = (policyId: number, paymentId: number, body: Record<string, unknown>) =>
  call('PUT', `/api/policies/${policyId}/payments/${paymentId}/mark-as-paid`, body);

beforeAll(async () => {
  const book = async (body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: '/api/policies', payload: body })).json();
  online = await book(buildBooking());
  inStore = await book(buildBooking({ store_id: DEMO_STORE_ID }));
  agent = await seedSession(t.db, Role.AGENT);
});

describe('mark a receipt as paid (manual, type 2)', () => {
  it('pays it through the ledger, lists the movement on the policy and audits it', async () => {
    const [first] = await receiptsOf(online.id);
    const res = await markAsPaid(online.id, first!.id, { payment_date: today(), reference: 'TRF-2026-001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first!.id,
      pending_amount: 0,
      display_status: 'PAGADO',
      reference: 'TRF-2026-001',
      transactions: [{ kind: 'manual', status: 'ok', amount: first!.price_cents, method_type: 2 }],
    });
    const detail = (await call('GET', `/api/policies/${online.id}`)).json();
    expect(detail.policy_payments[0]).toMatchObject({
      display_status: 'PAGADO',
      transactions: [{ kind: 'manual', reference: 'TRF-2026-001', amount: first!.price_cents }],
    });
    expect(detail.policy_payments[1].transactions).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.mark_as_paid'), eq(auditLog.entity_id, String(first!.id))));
    expect(audit).toMatchObject({ actor_user_id: agent.user.id, actor_role: 'agent' });
    expect(audit?.after).toMatchObject({ pending_amount: 0, reference: 'TRF-2026-001' });
  });

  it('refuses a receipt already paid, and changes nothing', async () => {
    const [first] = await receiptsOf(online.id);
    const res = await markAsPaid(online.id, first!.id, { payment_date: today(), reference: 'OTRA' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este recibo ya está pagado');
    const moves = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.payment_id, first!.id));
    expect(moves).toHaveLength(1);
  });

  it('refuses an amount that does not match what the receipt asks', async () => {
    const [, second] = await receiptsOf(online.id);
    const res = await markAsPaid(online.id, second!.id, {
      payment_date: today(),
      reference: 'TRF-2',
      amount: second!.price_cents + 100,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const [after] = await t.db.select().from(payments).where(eq(payments.id, second!.id));
    expect(after?.payment_date).toBeNull();
  });

  it('answers an unknown receipt, another policy’s receipt, a future date and a missing reference', async () => {
    const [ofOther] = await receiptsOf(inStore.id);
    const unknown = await markAsPaid(online.id, 999_999, { payment_date: today(), reference: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Recibo no encontrado');
    const crossed = await markAsPaid(online.id, ofOther!.id, { payment_date: today(), reference: 'X' });
    expect(crossed.statusCode).toBe(404);
    const future = await markAsPaid(inStore.id, ofOther!.id, { payment_date: '2999-01-01', reference: 'X' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('La fecha de pago no puede ser posterior a hoy');
    const noReference = await markAsPaid(inStore.id, ofOther!.id, { payment_date: today(), reference: ' ' });
    expect(noReference.statusCode).toBe(400);
    expect(JSON.stringify(noReference.json())).toContain('Indica la referencia del pago');
    const unknownPolicy = await markAsPaid(999_999, ofOther!.id, { payment_date: today(), reference: 'X' });
    expect(unknownPolicy.statusCode).toBe(404);
  });
});

describe('delete an unpaid receipt, then make the remaining ones', () => {
  it('deletes an unpaid receipt softly and audits it; a paid one stays', async () => {
    const [first, , third] = await receiptsOf(online.id);
    const res = await call('DELETE', `/api/policies/${online.id}/payments/${third!.id}/delete`);
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, third!.id));
    expect(row?.deleted_at).not.toBeNull();
    const detail = (await call('GET', `/api/policies/${online.id}`)).json();
    expect(detail.policy_payments.map((p: { id: number }) => p.id)).not.toContain(third!.id);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.delete'));
    expect(audit).toMatchObject({ entity_type: 'payment', entity_id: String(third!.id) });

    const paid = await call('DELETE', `/api/policies/${online.id}/payments/${first!.id}/delete`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('RECEIPT_PAID_NOT_DELETABLE');
    const again = await call('DELETE', `/api/policies/${online.id}/payments/${third!.id}/delete`);
    expect(again.statusCode).toBe(404);
  });

  it('keeps a receipt the bank is collecting', async () => {
    const [file] = await t.db
      .insert(sepaFiles)
      .values({ message_id: 'MSG-TEST-1', collection_date: today(), total_cents: 1, transactions_count: 1 })
      .returning();
    const [, , , fourth] = await receiptsOf(online.id);
    await t.db.update(payments).set({ sepa_file_id: file!.id }).where(eq(payments.id, fourth!.id));
    const res = await call('DELETE', `/api/policies/${online.id}/payments/${fourth!.id}/delete`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('RECEIPT_IN_COLLECTION');
    await t.db.update(payments).set({ sepa_file_id: null }).where(eq(payments.id, fourth!.id));
  });

  it('makes again the deleted month, numbered after every receipt, once', async () => {
    const before = await receiptsOf(online.id);
    const deleted = before.find((r) => r.deleted_at !== null)!;
    const res = await call('POST', `/api/policies/${online.id}/payments/remaining`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        sequence: 13,
        price: deleted.price_cents,
        activation_date: deleted.activation_date,
        transactions: [],
      }),
    ]);
    const live = (await receiptsOf(online.id)).filter((r) => r.deleted_at === null);
    const annual = (await call('GET', `/api/policies/${online.id}`)).json().annual_premium;
    expect(live.reduce((sum, r) => sum + r.price_cents, 0)).toBe(annual);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.create_remaining'));
    expect(audit).toMatchObject({ entity_type: 'policy', entity_id: String(online.id) });

    const twice = await call('POST', `/api/policies/${online.id}/payments/remaining`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data).toEqual([]);
    expect((await call('POST', '/api/policies/999999/payments/remaining')).statusCode).toBe(404);
  });
});

describe('the payments list across policies', () => {
  it('filters by display status exactly as the rule says', async () => {
    // One receipt of the store's policy fell due yesterday and is unpaid.
    const [first] = await receiptsOf(inStore.id);
    await t.db.update(payments).set({ activation_date: '2026-01-01' }).where(eq(payments.id, first!.id));
    // The paid one is dated in the past too: booked today, it carries Madrid's date, which the rule
    // (UTC midnight against now) still reads as not yet due from 22:00 or 23:00 UTC until midnight.
    const [paidFirst] = await receiptsOf(online.id);
    await t.db.update(payments).set({ activation_date: '2026-06-01' }).where(eq(payments.id, paidFirst!.id));
    const statuses: PaymentDisplayStatus[] = [
      'PAGADO',
      'IMPAGADO',
      'PROGRAMADO',
      'ABONADO',
      'PENDIENTE_ABONO',
    ];
    const now = new Date();
    for (const status of statuses) {
      const res = await call('GET', `/api/payments?filter[status]=${status}&per_page=200`);
      expect(res.statusCode).toBe(200);
      for (const row of res.json().data) {
        expect(paymentDisplayStatus(row, now)).toBe(status);
        expect(row.display_status).toBe(status);
      }
    }
    const paid = (await call('GET', '/api/payments?filter[status]=PAGADO')).json();
    expect(paid.data).toEqual([
      expect.objectContaining({ policy_number: online.number, reference: 'TRF-2026-001' }),
    ]);
    const unpaid = (await call('GET', '/api/payments?filter[status]=IMPAGADO')).json();
    expect(unpaid.data.map((r: { id: number }) => r.id)).toEqual([first!.id]);
    const all = (await call('GET', '/api/payments?per_page=5')).json();
    expect(all.meta.total).toBe(24); // 12 + 12 receipts; one deleted, one made again in its place
    expect(all.data).toHaveLength(5);
    // Receipts already due come first (latest first), then those not yet due.
    expect(all.data.slice(0, 3).map((r: { display_status: string }) => r.display_status)).toEqual([
      'PAGADO',
      'IMPAGADO',
      'PROGRAMADO',
    ]);
  });

  it('filters by store, method and dates, and shows store staff only theirs', async () => {
    const byStore = (await call('GET', `/api/payments?filter[store_id]=${DEMO_STORE_ID}&per_page=50`)).json();
    expect(new Set(byStore.data.map((r: { policy_id: number }) => r.policy_id))).toEqual(
      new Set([inStore.id]),
    );
    const byMethod = (await call('GET', '/api/payments?filter[payment_method_type]=3')).json();
    expect(byMethod.meta.total).toBe(0);
    // The receipt paid by hand reads 'Manual', though it was to be charged to a card.
    const manual = (await call('GET', '/api/payments?filter[payment_method_type]=2')).json();
    expect(manual.data).toEqual([
      expect.objectContaining({ policy_number: online.number, payment_method_type: 2 }),
    ]);
    const cards = (await call('GET', '/api/payments?filter[payment_method_type]=1')).json();
    expect(cards.meta.total).toBe(23);
    const byDates = (await call('GET', '/api/payments?filter[from]=2026-01-01&filter[to]=2026-01-01')).json();
    expect(byDates.meta.total).toBe(1);

    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const seen = (await call('GET', '/api/payments?per_page=50', undefined, seller.headers)).json();
    expect(seen.meta.total).toBe(12);
    expect(seen.data.every((r: { policy_id: number }) => r.policy_id === inStore.id)).toBe(true);
    const manager = await seedSession(t.db, Role.DISTRIBUTOR_MANAGER);
    const managed = (await call('GET', '/api/payments?per_page=50', undefined, manager.headers)).json();
    expect(managed.data.map((r: { policy_id: number }) => r.policy_id)).not.toContain(online.id);
    const bad = await call('GET', '/api/payments?filter[status]=COBRADO');
    expect(bad.statusCode).toBe(400);
  });

  it('exports a Spanish spreadsheet CSV with an export token', async () => {
    const token = (await call('POST', '/api/exports/token', { resource: 'payments' })).json().token;
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/payments?export_csv=1&token=${token}&filter[status]=PAGADO`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFPóliza;Tomador;Recibo;Importe (€);Pendiente (€);Fecha de cargo;Fecha de pago;Estado;' +
        'Forma de pago;Tienda;Referencia;Motivo de devolución',
    );
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe(online.number);
    expect(cells[3]).toMatch(/^\d+,\d{2}$/);
    expect(cells[4]).toBe('0,00');
    expect(cells[7]).toBe('PAGADO');
    expect(cells[10]).toBe('TRF-2026-001');
  });
});

describe('daily collected, returned and unpaid amounts', () => {
  it('adds up each Madrid day of the range', async () => {
    const [first] = await receiptsOf(online.id);
    const [overdue] = await receiptsOf(inStore.id);
    const res = await call('GET', `/api/payments/daily?from=2026-01-01&to=${today()}`);
    expect(res.statusCode).toBe(200);
    const days = res.json().data as { date: string; collected: number; returned: number; unpaid: number }[];
    expect(days[0]).toEqual({ date: '2026-01-01', collected: 0, returned: 0, unpaid: overdue!.price_cents });
    expect(days.at(-1)).toMatchObject({ date: today(), collected: first!.price_cents });
    expect(days.reduce((s, d) => s + d.returned, 0)).toBe(0);
  });

  it('refuses a range backwards or longer than a year', async () => {
    const backwards = await call('GET', '/api/payments/daily?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('366 días');
    expect((await call('GET', '/api/payments/daily?from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await call('GET', '/api/payments/daily?from=ayer&to=2026-01-01')).statusCode).toBe(400);
  });
});
