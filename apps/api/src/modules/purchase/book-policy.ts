import type { BookedPolicy, BookingRequestSchema, z } from '@amparo/contract';
import {
  EvaluationStatus,
  findPriceBand,
  formatEuro,
  madridDate,
  PaymentMethodType,
  Periodicity,
  PolicyStatus,
  receiptSchedule,
  spanishIdType,
} from '@amparo/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  discounts,
  paymentMethods,
  payments,
  policies,
  policyDiscounts,
  proposals,
  stores,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { claimIdempotencyKey, hashRequest, storeIdempotentResponse } from '../../services/idempotency.ts';
import { queueMail } from '../../services/mail.ts';
import { toDiscount } from '../discounts/discount-view.ts';
import { requireUsableDiscount } from '../discounts/require-usable-discount.ts';
import { requireProductTypeReference } from '../product-types/require-product-type-reference.ts';
import { getProduct } from '../products/get-product.ts';
import { createRisks, insuredValue, needsPhoneCheck } from './create-risks.ts';
import { uninsurableValue } from './quote-price.ts';

type Booking = z.output<typeof BookingRequestSchema>;
type Context = {
  now: Date;
  ip: string;
  publicUrl: string;
  idempotencyKey?: string | undefined;
  actor: Actor | null;
};

/** The store a sale counts for: the landing page's store, or the seller's own store. */
async function resolveStore(db: Executor, booking: Booking, actor: Actor | null) {
  const storeId = booking.store_id ?? (actor?.role === 'store_seller' ? actor.storeIds[0] : undefined);
  if (!storeId) return null;
  const [store] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.active, true), isNull(stores.deleted_at)));
  if (!store) throw new AppError('unprocessable', 'La tienda indicada no existe o no está activa');
  // Staff tied to stores can only credit a store of their own.
  const foreign =
    (actor?.role === 'store_seller' && !actor.storeIds.includes(store.id)) ||
    (actor?.role === 'distributor_manager' && !actor.distributorIds.includes(store.distributor_id));
  if (foreign) throw new AppError('forbidden', 'Solo puedes registrar ventas de tus tiendas');
  return store;
}

/** The policyholder's account: found by email, or created (they enter later with a one-time code). */
async function findOrCreatePolicyholder(tx: Executor, holder: Booking['holder']) {
  const [existing] = await tx
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${holder.email}`, isNull(users.deleted_at)));
  if (existing && existing.role !== 'policyholder') {
    throw new AppError(
      'conflict',
      'Ese correo pertenece a una cuenta del back office: usa otro correo para contratar',
    );
  }
  if (existing) return existing;
  const [created] = await tx
    .insert(users)
    .values({
      role: 'policyholder',
      email: holder.email,
      name: holder.name,
      surname1: holder.surname1,
      surname2: holder.surname2 ?? null,
      document_code: holder.document_code,
      document_type: spanishIdType(holder.document_code),
      phone: holder.phone,
      birth_date: holder.birth_date ?? null,
    })
    .returning();
  return created!;
}

/**
 * POST /policies: books a draft policy (status 1) with its risks, receipt
 * schedule, payment method, discount and store attribution, mails the
 * customer, and marks the proposal booked, all in one transaction. With an
 * Idempotency-Key a repeated request returns the first booking.
 */
export async function bookPolicy(
  db: Database,
  booking: Booking,
  context: Context,
): Promise<{ policy: BookedPolicy; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const scope = 'booking';
    if (context.idempotencyKey) {
      const earlier = await claimIdempotencyKey(tx, scope, context.idempotencyKey, hashRequest(booking));
      if (earlier) return { policy: earlier as BookedPolicy, replayed: true };
    }
    // Checked after the key is claimed: a replay gets the first answer even if, say, the discount has run out since.
    const product = await getProduct(tx, booking.product_id);
    if (!product.active) throw new AppError('unprocessable', 'Este seguro ya no se comercializa');
    await requireProductTypeReference(tx, product.product_type_id);
    const value = insuredValue(product.product_type_id, booking, context.now);
    const band = findPriceBand(product.prices, value);
    if (!band) throw uninsurableValue(value);
    const store = await resolveStore(tx, booking, context.actor);
    const discountRow = booking.discount_code
      ? await requireUsableDiscount(tx, booking.discount_code, {
          now: context.now,
          productTypeId: product.product_type_id,
          storeId: store?.id,
        })
      : null;
    const discount = discountRow ? toDiscount(discountRow) : null;
    const periodicity = booking.periodicity as Periodicity;
    const schedule = receiptSchedule({ periodicity, band, startDate: madridDate(context.now)!, discount });
    const undiscounted = periodicity === Periodicity.MONTHLY ? band.price_monthly : band.price_yearly;
    let proposalId: number | null = null;
    if (booking.identifier_proposal) {
      const [proposal] = await tx
        .select()
        .from(proposals)
        .where(eq(proposals.identifier_proposal, booking.identifier_proposal))
        .for('update');
      if (proposal?.status === 'booked')
        throw new AppError('conflict', 'Esta solicitud ya se contrató: revisa tu correo');
      proposalId = proposal?.id ?? null;
    }
    const holder = await findOrCreatePolicyholder(tx, booking.holder);
    const completeName = [booking.holder.name, booking.holder.surname1, booking.holder.surname2]
      .filter(Boolean)
      .join(' ');
    const numberRow = await tx.execute<{ n: string }>(sql`select nextval('policy_number_seq')::text as n`);
    const seq = (numberRow as unknown as { rows: { n: string }[] }).rows[0]!.n;
    const phoneCheck = needsPhoneCheck(product.product_type_id, booking);
    const [policy] = await tx
      .insert(policies)
      .values({
        number: `AMP-${madridDate(context.now)!.slice(0, 4)}-${seq.padStart(6, '0')}`,
        status: PolicyStatus.DRAFT,
        product_id: product.id,
        product_type_id: product.product_type_id,
        policyholder_id: holder.id,
        distributor_id: store?.distributor_id ?? null,
        store_id: store?.id ?? null,
        seller_user_id: context.actor && context.actor.role !== 'policyholder' ? context.actor.id : null,
        proposal_id: proposalId,
        complete_name: completeName,
        email: booking.holder.email,
        phone: booking.holder.phone,
        document_code: booking.holder.document_code,
        periodicity,
        payment_method_type:
          booking.payment_method === 'card' ? PaymentMethodType.CARD : PaymentMethodType.IBAN,
        premium_cents: schedule[0]!.price,
        annual_premium_cents: schedule.reduce((sum, r) => sum + r.price, 0),
        device_value_cents: value,
        evaluation_active: phoneCheck,
        evaluation_status: phoneCheck ? EvaluationStatus.UNDEFINED : EvaluationStatus.NOT_REQUIRED,
        starts_on: schedule[0]!.activation_date,
      })
      .returning();
    await createRisks(tx, policy!.id, product.product_type_id, booking);
    const [method] = await tx
      .insert(paymentMethods)
      .values(
        booking.payment_method === 'card'
          ? { policy_id: policy!.id, type: PaymentMethodType.CARD }
          : {
              policy_id: policy!.id,
              type: PaymentMethodType.IBAN,
              iban: booking.iban!,
              account_holder: booking.account_holder ?? completeName,
              mandate_reference: `AMP-M-${String(policy!.id).padStart(8, '0')}`,
              mandate_signed_at: context.now,
            },
      )
      .returning();
    const receipts = await tx
      .insert(payments)
      .values(
        schedule.map((r) => ({
          policy_id: policy!.id,
          sequence: r.sequence,
          price_cents: r.price,
          pending_amount_cents: r.price,
          activation_date: r.activation_date,
          payment_method_id: method!.id,
        })),
      )
      .returning();
    let discountApplied: BookedPolicy['discount'] = null;
    if (discount) {
      const used = await tx
        .update(discounts)
        .set({ uses: sql`${discounts.uses} + 1` })
        .where(
          and(
            eq(discounts.id, discount.id),
            or(isNull(discounts.max_uses), sql`${discounts.uses} < ${discounts.max_uses}`),
          ),
        )
        .returning({ id: discounts.id });
      if (used.length === 0)
        throw new AppError('unprocessable', 'Este código de descuento ya se ha usado el máximo de veces');
      const amount = undiscounted * schedule.length - schedule.reduce((sum, r) => sum + r.price, 0);
      await tx
        .insert(policyDiscounts)
        .values({ policy_id: policy!.id, discount_id: discount.id, amount_cents: amount });
      discountApplied = { code: discount.code, amount };
    }
    if (proposalId) {
      await tx
        .update(proposals)
        .set({ status: 'booked', step: 'booked', policy_id: policy!.id, updated_at: context.now })
        .where(eq(proposals.id, proposalId));
    }
    const first = receipts.find((r) => r.sequence === 1)!;
    // Links for the next steps carry capability tokens bound to this policy (docs/security.md).
    const capability = { policyId: policy!.id, userId: holder.id, now: context.now, ip: context.ip };
    const paymentToken = await issueCapability(tx, { ...capability, purpose: 'payment' });
    const evaluationToken = phoneCheck
      ? await issueCapability(tx, { ...capability, purpose: 'evaluation' })
      : null;
    await queueMail(tx, {
      to: booking.holder.email,
      subject: `Tu seguro ${product.name}: solicitud ${policy!.number}`,
      template: 'booking',
      secrets: [paymentToken, ...(evaluationToken ? [evaluationToken] : [])],
      text: [
        `Hola, ${booking.holder.name}:`,
        '',
        `Hemos registrado tu solicitud del seguro ${product.name} con el número ${policy!.number}.`,
        `Primer recibo: ${formatEuro(first.price_cents)} (${periodicity === Periodicity.MONTHLY ? 'pago mensual' : 'pago anual'}).`,
        '',
        `1. Pago del primer recibo: ${context.publicUrl}/contratacion/pago?acceso=${paymentToken}`,
        ...(evaluationToken
          ? [
              `2. Comprobación de tu móvil (IMEI y dos fotos en un espejo): ${context.publicUrl}/evaluation?acceso=${evaluationToken}`,
            ]
          : []),
        `${evaluationToken ? 3 : 2}. Firma del contrato: te enviaremos el enlace cuando el pago esté hecho.`,
        '',
        'Estos enlaces son personales y caducan en 7 días.',
        `Puedes consultar tu póliza en ${context.publicUrl}/area-cliente con un código que te enviaremos a este correo.`,
      ].join('\n'),
    });
    const result: BookedPolicy = {
      id: policy!.id,
      number: policy!.number,
      status: policy!.status,
      product: { id: product.id, name: product.name, product_type_id: product.product_type_id },
      periodicity: booking.periodicity,
      payment_method: booking.payment_method,
      premium: policy!.premium_cents,
      annual_premium: policy!.annual_premium_cents,
      discount: discountApplied,
      payments: receipts.map((r) => ({
        id: r.id,
        sequence: r.sequence,
        price: r.price_cents,
        pending_amount: r.pending_amount_cents,
        activation_date: r.activation_date,
      })),
      holder: { complete_name: completeName, email: booking.holder.email },
      store_id: store?.id ?? null,
      created_at: policy!.created_at.toISOString(),
    };
    await writeAudit(tx, {
      action: 'policy.create',
      entityType: 'policy',
      entityId: policy!.id,
      actor: context.actor,
      ip: context.ip,
      after: result,
    });
    if (context.idempotencyKey) await storeIdempotentResponse(tx, scope, context.idempotencyKey, 201, result);
    return { policy: result, replayed: false };
  });
}
