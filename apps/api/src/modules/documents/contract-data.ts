import type { Product, Settings } from '@amparo/contract';
import {
  exclusionsFor,
  maskIban,
  type PaymentDisplayStatus,
  PaymentMethodType,
  paymentDisplayStatus,
  periodicityName,
  productTypeName,
  riskTypeName,
  termEndOf,
} from '@amparo/domain';
import type { paymentMethods } from '../../db/schema/index.ts';
import type { ContractData, ContractItem } from '../../services/pdf/contract.ts';
import { paymentForRules } from '../payments/receipt-view.ts';
import type { PolicyRecord } from '../policies/load-policy-records.ts';
import { DEFAULT_INSURER_LEGAL_TEXT } from './insurer-legal-text.ts';
import { serviceLine } from './service-phone.ts';

type PaymentMethodRow = typeof paymentMethods.$inferSelect;
type RiskRecord = PolicyRecord['policy_risks'][number];

const RECEIPT_STATUS: Record<PaymentDisplayStatus, string> = {
  PAGADO: 'Pagado',
  ABONADO: 'Abonado',
  PROGRAMADO: 'Programado',
  IMPAGADO: 'Pendiente de pago',
  PENDIENTE_ABONO: 'Pendiente de abono',
};

/** The insured item of a risk: its brand, model and the number that identifies it. */
export function contractItemOf(risk: RiskRecord): ContractItem {
  const kind = riskTypeName(risk.risk_type);
  const mobile = risk.policy_risk_mobile;
  if (mobile) {
    const identifier = mobile.imei
      ? ({ label: 'IMEI', value: mobile.imei } as const)
      : mobile.reference
        ? ({ label: 'Referencia', value: mobile.reference } as const)
        : null;
    return { kind, brand: mobile.brand, model: mobile.model, identifier };
  }
  const withPart = risk.policy_risk_portable ?? risk.policy_risk_smarttv;
  if (withPart) {
    const identifier = withPart.part_number
      ? ({ label: 'Número de pieza', value: withPart.part_number } as const)
      : withPart.reference
        ? ({ label: 'Referencia', value: withPart.reference } as const)
        : null;
    return { kind, brand: withPart.brand, model: withPart.model, identifier };
  }
  const other = risk.policy_risk_device ?? risk.policy_risk_scooter;
  if (other) {
    const kindOf = risk.policy_risk_device?.device_kind;
    return {
      kind: kindOf ? `${kind} (${kindOf})` : kind,
      brand: other.brand,
      model: other.model,
      identifier: other.reference ? { label: 'Referencia', value: other.reference } : null,
    };
  }
  const person = risk.policy_risk_person;
  return {
    kind,
    brand: risk.name,
    model: '',
    identifier: person ? { label: 'Referencia', value: person.id_number } : null,
  };
}

/** How the customer pays, never the whole card or account number. */
export function paymentMethodText(method: PaymentMethodRow | null, fallbackType: number): string {
  const type = method?.type ?? fallbackType;
  if (type === PaymentMethodType.IBAN) {
    return method?.iban
      ? `Domiciliación bancaria SEPA (cuenta ${maskIban(method.iban)})`
      : 'Domiciliación bancaria SEPA';
  }
  if (type === PaymentMethodType.CARD) {
    if (!method?.card_last4) return 'Tarjeta (se guarda con el primer pago)';
    return `Tarjeta${method.card_brand ? ` ${method.card_brand}` : ''} terminada en ${method.card_last4}`;
  }
  return 'Pago manual (transferencia u otro medio acordado con Amparo)';
}

/**
 * What the contract of a policy prints, from the loaded policy, its product,
 * its current payment method and the settings. `generatedAt` is also the
 * moment the receipts' statuses are read at.
 */
export function contractDataOf(
  record: PolicyRecord,
  extras: { product: Product; method: PaymentMethodRow | null; settings: Settings; generatedAt: Date },
): ContractData {
  const { product, method, settings, generatedAt } = extras;
  return {
    policyNumber: record.number,
    holder: {
      name: record.complete_name,
      documentCode: record.document_code,
      email: record.email,
      phone: record.phone,
    },
    product: {
      name: product.name,
      typeId: product.product_type_id,
      typeName: productTypeName(product.product_type_id),
      reference: product.reference ?? null,
      coverages: product.coverages,
      exclusions: exclusionsFor(product.product_type_id),
    },
    items: record.policy_risks.filter((r) => r.active).map(contractItemOf),
    premium: {
      perReceiptCents: record.premium_cents,
      annualCents: record.annual_premium_cents,
      periodicity: periodicityName(record.periodicity),
    },
    receipts: record.policy_payments.map((p) => {
      const status = paymentDisplayStatus(paymentForRules(p), generatedAt);
      return {
        sequence: p.sequence,
        date: p.activation_date,
        amountCents: p.price_cents,
        status: status ? RECEIPT_STATUS[status] : 'Sin importe pendiente',
      };
    }),
    paymentMethod: paymentMethodText(method, record.payment_method_type),
    startsOn: record.starts_on,
    // The last day of cover: a cancelled policy's end, otherwise its first term's (LCS art. 22).
    endsOn: record.ends_on ?? (record.starts_on ? termEndOf(record.starts_on) : null),
    customerServicePhone: serviceLine(settings),
    insurerLegalText: settings.insurer_legal_text ?? DEFAULT_INSURER_LEGAL_TEXT,
    generatedAt,
  };
}
