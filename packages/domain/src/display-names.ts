import type {
  ClaimType,
  EvaluationStatus,
  PaymentMethodType,
  Periodicity,
  PolicyStatus,
  Product,
  ProductType,
  RiskType,
} from './enums.ts';

// Spanish display names for seeding and UI. Lookups take a plain number because
// ids come from the server; an unknown id reads 'Desconocido' rather than
// throwing, so a new id on the server never breaks a page.

const UNKNOWN = 'Desconocido';

export const PRODUCT_TYPE_NAMES: Record<ProductType, string> = {
  1: 'Móvil',
  3: 'Patinete',
  4: 'Garantía extendida',
  5: 'Multidispositivo',
  6: 'Portátil',
  7: 'Smart TV',
};

export const RISK_TYPE_NAMES: Record<RiskType, string> = {
  1: 'Móvil',
  2: 'Persona',
  3: 'Patinete',
  4: 'Dispositivo',
  5: 'Multimedia',
  6: 'Electrodoméstico',
  7: 'Portátil',
  8: 'Smart TV',
};

export const CLAIM_TYPE_NAMES: Record<ClaimType, string> = {
  1: 'Rotura de pantalla frontal',
  2: 'Rotura de tapa trasera',
  3: 'Roturas varias',
  4: 'Daños por agua',
  5: 'Robo',
  6: 'Hurto',
  7: 'Fallecimiento',
  8: 'Protección de ingresos',
  9: 'Protección online',
  10: 'Asistencia',
  11: 'Protección jurídica',
  12: 'Fallecimiento por accidente',
  13: 'Invalidez por accidente',
  14: 'Daños físicos del conductor',
  15: 'Daños a terceros',
  16: 'Reclamación de daños a terceros',
  17: 'Robo del patinete',
  18: 'Daños en el patinete',
  19: 'Hospitalización',
  20: 'Avería',
};

export const PRODUCT_NAMES: Record<Product, string> = {
  1: 'Móvil Básico',
  2: 'Móvil Intermedio',
  3: 'Móvil Top',
  15: 'Portátil Básico',
  16: 'Portátil Intermedio',
  17: 'Portátil Top',
  19: 'Smart TV Básico',
  20: 'Smart TV Intermedio',
  21: 'Smart TV Top',
};

export const POLICY_STATUS_NAMES: Record<PolicyStatus, string> = {
  1: 'Borrador',
  2: 'Activa, pagada y sin firmar',
  3: 'Activa, pagada y firmada',
  4: 'Cancelada',
};

export const EVALUATION_STATUS_NAMES: Record<EvaluationStatus, string> = {
  1: 'Sin definir',
  2: 'Pendiente',
  3: 'Validada',
  4: 'Rechazada',
  5: 'Cancelada',
  6: 'No requerida',
};

/** A SEPA direct-debit file's state (docs/payments.md, SEPA files). */
export const SEPA_FILE_STATUS_NAMES: Record<'generating' | 'generated' | 'sent' | 'failed', string> = {
  generating: 'Generando',
  generated: 'Generada',
  sent: 'Enviada',
  failed: 'Fallida',
};

export const PAYMENT_METHOD_TYPE_NAMES: Record<PaymentMethodType, string> = {
  1: 'Tarjeta',
  2: 'Manual',
  3: 'Domiciliación bancaria',
};

/** How often the premium is paid, as the spreadsheets and pages say it. */
export const PERIODICITY_NAMES: Record<Periodicity, string> = {
  1: 'Mensual',
  12: 'Anual',
};

function lookup(names: Record<number, string>, id: number): string {
  return names[id] ?? UNKNOWN;
}

export const productTypeName = (id: number): string => lookup(PRODUCT_TYPE_NAMES, id);
export const riskTypeName = (id: number): string => lookup(RISK_TYPE_NAMES, id);
export const claimTypeName = (id: number): string => lookup(CLAIM_TYPE_NAMES, id);
export const productName = (id: number): string => lookup(PRODUCT_NAMES, id);
export const policyStatusName = (id: number): string => lookup(POLICY_STATUS_NAMES, id);
export const evaluationStatusName = (id: number): string => lookup(EVALUATION_STATUS_NAMES, id);
export const paymentMethodTypeName = (id: number): string => lookup(PAYMENT_METHOD_TYPE_NAMES, id);
export const periodicityName = (months: number): string => lookup(PERIODICITY_NAMES, months);
