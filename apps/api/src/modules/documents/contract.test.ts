import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { PaymentMethodType, PolicyStatus, ProductType, RiskType } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy, seedReceipts } from '../../../test/factories.ts';
import { seedDebitPolicy } from '../../../test/sepa-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policyRisks, riskDevices, riskPortables, settings } from '../../db/schema/index.ts';
import { buildPolicyContract } from './build-policy-contract.ts';
import { DEFAULT_INSURER_LEGAL_TEXT } from './insurer-legal-text.ts';

const t = useTestApp();
const NOW = new Date('2026-03-10T09:30:00Z');

/** pdftotext in drawing order, with line breaks as spaces so a wrapped sentence is found whole. */
const textOf = (bytes: Uint8Array) =>
  execFileSync('pdftotext', ['-raw', '-', '-'], { input: Buffer.from(bytes) })
    .toString()
    .replace(/\s+/g, ' ');

describe('buildPolicyContract', () => {
  it('prints the holder, the device with its IMEI, the receipts and the legal text from settings, with accents and €', async () => {
    const { policy } = await seedPolicy(t.db, {
      status: PolicyStatus.ACTIVE_PAID_UNSIGNED,
      complete_name: 'Íñigo Peña Álvarez',
      document_code: 'X1234567L',
      email: 'inigo@amparo.test',
      phone: '612345678',
      imei: '356938035643809',
      brand: 'Samsung',
      model: 'Galaxy S25',
      premium_cents: 1195,
      annual_premium_cents: 14340,
      starts_on: '2026-03-01',
      ends_on: '2027-02-28',
    });
    await seedReceipts(t.db, policy.id, {
      count: 2,
      firstActivation: '2026-03-01',
      method: { card_brand: 'Visa', card_last4: '4242' },
    });
    await t.db
      .update(settings)
      .set({ value: 'Texto legal de prueba: Aseguradora Ejemplo, inscrita en la DGSFP con la clave C-0999.' })
      .where(eq(settings.key, 'insurer_legal_text'));

    const { bytes, sha256 } = await buildPolicyContract(t.db, policy.id, NOW);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const text = textOf(bytes);
    expect(text).toContain('Contrato de seguro');
    expect(text).toContain(policy.number);
    expect(text).toContain('Íñigo Peña Álvarez');
    expect(text).toContain('X1234567L');
    expect(text).toContain('inigo@amparo.test');
    expect(text).toContain('Samsung Galaxy S25');
    expect(text).toContain('IMEI: 356938035643809');
    expect(text).toContain('Prima por recibo: 11,95 €');
    expect(text).toContain('Prima anual: 143,40 €');
    expect(text).toContain('Periodicidad: Mensual');
    expect(text).toContain('Recibo 1 · 01/03/2026 · 11,95 € · Pendiente de pago');
    expect(text).toContain('Recibo 2 · 01/04/2026 · 11,95 € · Programado');
    // LCS art. 22: the policy states its term; a year from 1 March ends on the last day of February.
    expect(text).toContain('Fecha de efecto: 01/03/2026. Fecha de vencimiento: 28/02/2027.');
    expect(text).toMatch(/se prorroga por otro año salvo que una de las partes se oponga/);
    expect(text).toContain('Derecho de desistimiento');
    expect(text).toContain('15 días');
    expect(text).toContain("'Desistir del contrato'");
    expect(text).toContain('Cómo declarar un siniestro');
    // The mobile exclusions shared with the IPID.
    expect(text).toContain('Pérdida o extravío del terminal.');
    expect(text).toContain('Aseguradora Ejemplo, inscrita en la DGSFP con la clave C-0999.');
    expect(text).toContain('Forma de pago: Tarjeta Visa terminada en 4242');
    await t.db
      .update(settings)
      .set({ value: DEFAULT_INSURER_LEGAL_TEXT })
      .where(eq(settings.key, 'insurer_legal_text'));
  });

  it('prints the seeded legal text, and the same data at the same time gives the same bytes', async () => {
    const { policy } = await seedPolicy(t.db, { imei: '490154203237518', starts_on: '2026-03-01' });
    await seedReceipts(t.db, policy.id, { count: 1, firstActivation: '2026-03-01' });
    const first = await buildPolicyContract(t.db, policy.id, NOW);
    const second = await buildPolicyContract(t.db, policy.id, NOW);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(second.sha256).toBe(first.sha256);
    // Another moment changes the dates in the document, so the bytes differ.
    const later = await buildPolicyContract(t.db, policy.id, new Date('2026-03-11T09:30:00Z'));
    expect(later.sha256).not.toBe(first.sha256);
    const info = execFileSync('pdfinfo', ['-isodates', '-'], { input: Buffer.from(first.bytes) }).toString();
    expect(info).toMatch(/CreationDate:\s+2026-03-10T09:30:00/);
    expect(textOf(first.bytes)).toContain('Ley 50/1980, de 8 de octubre, de Contrato de Seguro');
    expect(textOf(first.bytes)).toContain('Forma de pago: Tarjeta (se guarda con el primer pago)');
  });

  it('lists every item of a multi-device policy with its part number or reference', async () => {
    const { policy, risk } = await seedPolicy(t.db, {
      product_id: 6,
      product_type_id: ProductType.MULTI_DEVICE,
      imei: '352099001761481',
      brand: 'Xiaomi',
      model: 'Redmi Note 14',
    });
    await t.db.update(policyRisks).set({ name: 'Xiaomi Redmi Note 14' }).where(eq(policyRisks.id, risk.id));
    const [laptop, fridge, gone] = await t.db
      .insert(policyRisks)
      .values([
        { policy_id: policy.id, risk_type: RiskType.PORTABLE, name: 'Lenovo ThinkPad' },
        { policy_id: policy.id, risk_type: RiskType.APPLIANCE, name: 'Balay frigorífico' },
        { policy_id: policy.id, risk_type: RiskType.MULTIMEDIA, name: 'Retirado', active: false },
      ])
      .returning();
    await t.db.insert(riskPortables).values({
      policy_risk_id: laptop!.id,
      brand: 'Lenovo',
      model: 'ThinkPad E14',
      part_number: '21JR0012SP',
    });
    await t.db.insert(riskDevices).values([
      {
        policy_risk_id: fridge!.id,
        brand: 'Balay',
        model: '3KFE563WI',
        reference: 'BAL-778',
        device_kind: 'frigorífico',
      },
      { policy_risk_id: gone!.id, brand: 'Sony', model: 'Bravia retirada' },
    ]);
    const text = textOf((await buildPolicyContract(t.db, policy.id, NOW)).bytes);
    expect(text).toContain('Bienes asegurados');
    expect(text).toContain('Móvil: Xiaomi Redmi Note 14 · IMEI: 352099001761481');
    expect(text).toContain('Portátil: Lenovo ThinkPad E14 · Número de pieza: 21JR0012SP');
    expect(text).toContain('Electrodoméstico (frigorífico): Balay 3KFE563WI · Referencia: BAL-778');
    expect(text).not.toContain('Bravia retirada');
    expect(text).toContain('Multidispositivo');
    expect(text).toContain('Electrodomésticos y equipos multimedia con 3 años o más desde la compra.');
  });

  it('shows a direct debit with the account masked to its last four digits', async () => {
    const { policy } = await seedDebitPolicy(t.db, {
      iban: 'ES9121000418450200051332',
      receipts: [{ price: 1195, activation: '2026-02-01', paid: true }],
      policy: { imei: '353918058381737', payment_method_type: PaymentMethodType.IBAN },
    });
    const text = textOf((await buildPolicyContract(t.db, policy.id, NOW)).bytes);
    expect(text).toContain('Forma de pago: Domiciliación bancaria SEPA (cuenta ES91 **** 1332)');
    expect(text).not.toContain('21000418450200051332');
    expect(text).not.toContain('0418 4502');
    expect(text).toContain('Recibo 1 · 01/02/2026 · 11,95 € · Pagado');
  });

  it('says when the payment is manual and refuses a policy that does not exist', async () => {
    const { policy } = await seedPolicy(t.db, { payment_method_type: PaymentMethodType.MANUAL });
    const text = textOf((await buildPolicyContract(t.db, policy.id, NOW)).bytes);
    expect(text).toContain('Forma de pago: Pago manual');
    expect(text).toContain('Todavía no hay recibos emitidos.');
    expect(text).toContain('Bien asegurado');
    await expect(buildPolicyContract(t.db, 999_999, NOW)).rejects.toMatchObject({ code: 'POLICY_NOT_FOUND' });
  });
});
