import {
  CLAIM_TYPE_NAMES,
  claimTypesFor,
  PAYMENT_METHOD_TYPE_NAMES,
  PRODUCT_TYPE_NAMES,
  ProductType,
  RISK_TYPE_NAMES,
} from '@amparo/domain';
import { sql } from 'drizzle-orm';
import { DEFAULT_INSURER_LEGAL_TEXT } from '../../modules/documents/insurer-legal-text.ts';
import type { Executor } from '../client.ts';

/** The claims desk's mailbox the seed sets; also where a customer's message goes if the setting is removed. */
export const SEEDED_CLAIMS_DESK_EMAIL = 'siniestros@amparo.local';

import {
  claimTypes,
  paymentMethodTypes,
  productPrices,
  products,
  productTypes,
  riskTypes,
  settings,
} from '../schema/index.ts';
import { priceRows, productRows } from './products-data.ts';

const entries = (names: Record<number, string>) =>
  Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));

const productTypeReferences: Record<number, string> = {
  [ProductType.MOBILE]: 'MOV',
  [ProductType.SCOOTER]: 'PAT',
  [ProductType.EXTENDED_WARRANTY]: 'GAR',
  [ProductType.MULTI_DEVICE]: 'MUL',
  [ProductType.PORTABLE]: 'POR',
  [ProductType.SMART_TV]: 'STV',
};

export const defaultSettings: { key: string; value: unknown; description: string }[] = [
  { key: 'customer_service_phone', value: '900000000', description: 'Teléfono de atención al cliente' },
  {
    key: 'customer_service_hours',
    value: 'Lunes a viernes de 9 a 19h',
    description: 'Horario mostrado en la tarjeta Te llamamos',
  },
  {
    key: 'check_os_version',
    value: true,
    description: 'Comprobar la versión del sistema operativo antes de peritar',
  },
  {
    key: 'evaluation_auto_validate',
    value: true,
    description: 'Validar sin perito las peritaciones con fotos claras y sin dudas',
  },
  {
    key: 'evaluation_can_attach_invoice',
    value: false,
    description: 'Permitir adjuntar la factura del móvil en la peritación',
  },
  {
    key: 'evaluation_manual_imei',
    value: true,
    description: 'Permitir escribir el IMEI a mano si no se puede leer de la captura',
  },
  {
    // The call centre is in Madrid: the Comunidad's 2 May and the city's San Isidro (15 May).
    key: 'call_back_regional_holidays',
    value: '2026-05-02, 2026-05-15, 2027-05-03, 2027-05-15',
    description: 'Festivos autonómicos y locales del centro de llamadas (AAAA-MM-DD, separados por comas)',
  },
  {
    key: 'claims_desk_email',
    value: SEEDED_CLAIMS_DESK_EMAIL,
    description: 'Buzón de la mesa de siniestros: recibe los mensajes de los clientes',
  },
  // Demo creditor: an S.A.'s NIF (an insurer is one) with valid check digits, and the IBAN example of the Spanish banks.
  { key: 'sepa_creditor_id', value: 'ES64000A12345674', description: 'Identificador de acreedor SEPA' },
  {
    key: 'sepa_creditor_name',
    value: 'Amparo Seguros, S.A.',
    description: 'Nombre del acreedor en las remesas SEPA',
  },
  {
    key: 'sepa_creditor_iban',
    value: 'ES9121000418450200051332',
    description: 'Cuenta de abono de las remesas SEPA',
  },
  { key: 'sepa_creditor_bic', value: 'CAIXESBBXXX', description: 'BIC del banco de la cuenta de abono' },
  {
    key: 'sepa_represent_days',
    value: 5,
    description:
      'Días tras una devolución por fondos insuficientes (AM04) hasta volver a presentar el recibo',
  },
  {
    key: 'insurer_legal_text',
    value: DEFAULT_INSURER_LEGAL_TEXT,
    description: 'Texto legal de la aseguradora al final del contrato de la póliza',
  },
  {
    key: 'cancellation_mode',
    value: 'end_of_period',
    description:
      'Cancelación pasados los 15 días de desistimiento: end_of_period (cobertura hasta el final del periodo pagado, sin devolución) o pro_rata (devolución de los días no consumidos)',
  },
];

/** Re-syncs an identity sequence after rows were written with explicit ids. */
async function bumpSequence(db: Executor, table: string) {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
    ),
  );
}

/**
 * The ids the spec fixes (section 9) and the products that sell them. Runs on
 * every start: each insert skips rows that exist, so a second run adds nothing.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  await db
    .insert(productTypes)
    .values(
      entries(PRODUCT_TYPE_NAMES).map((t) => ({ ...t, reference: productTypeReferences[t.id] ?? null })),
    )
    .onConflictDoNothing();
  await db.insert(riskTypes).values(entries(RISK_TYPE_NAMES)).onConflictDoNothing();
  await db.insert(paymentMethodTypes).values(entries(PAYMENT_METHOD_TYPE_NAMES)).onConflictDoNothing();
  const productTypeIds = Object.keys(PRODUCT_TYPE_NAMES).map(Number);
  await db
    .insert(claimTypes)
    .values(
      entries(CLAIM_TYPE_NAMES).map((c) => ({
        ...c,
        product_type_ids: productTypeIds.filter((pt) => claimTypesFor(pt).some((offer) => offer === c.id)),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(products)
    .values(productRows.map(({ bands: _bands, ...p }) => p))
    .onConflictDoNothing();
  await db.insert(productPrices).values(priceRows).onConflictDoNothing();
  await db.insert(settings).values(defaultSettings).onConflictDoNothing();
  for (const table of ['product_types', 'risk_types', 'claim_types', 'payment_method_types', 'products']) {
    await bumpSequence(db, table);
  }
}
