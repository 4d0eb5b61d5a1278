// How the audit log reads in Spanish. The API records machine terms
// ('contact_request.close', 'user', 'surname1', null, ISO instants); staff read
// actions, records and fields by their names, empty values as a dash and
// instants in Madrid time. Purely presentational: nothing here decides anything.
import {
  formatEuro,
  isRole,
  paymentMethodTypeName,
  periodicityName,
  policyStatusName,
  ROLE_NAMES,
} from '@amparo/domain';
import { formatDate, formatDateTime } from '../../../ui/format';

/** Every action the API writes to the audit log (grep `action:` under apps/api/src/modules). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.login': 'Inicio de sesión',
  'user.logout': 'Cierre de sesión',
  'user.locked': 'Cuenta bloqueada por intentos fallidos',
  'user.login_code_sent': 'Envío de código de entrada tras bloqueo',
  'user.create': 'Alta de usuario',
  'user.update': 'Cambio de usuario',
  'user.delete': 'Baja de usuario',
  'user.import': 'Alta de usuario por CSV',
  'user.password_reset_requested': 'Petición de nueva contraseña',
  'user.password_reset': 'Cambio de contraseña por enlace',
  'user.assign_distributor': 'Asignación a distribuidor',
  'user.unassign_distributor': 'Retirada de distribuidor',
  'user.assign_store': 'Asignación a tienda',
  'user.unassign_store': 'Retirada de tienda',
  'personal_data.export': 'Exportación de datos personales',
  'personal_data.erase': 'Borrado de datos personales',
  'customer.login': 'Acceso al área de cliente',
  'customer.access_code_sent': 'Envío de código de acceso',
  'customer.update_contact': 'Cambio de datos de contacto',
  'customer.email_change_requested': 'Petición de cambio de correo',
  'customer.update_payment_method': 'Cambio de medio de pago',
  'policy.create': 'Contratación de póliza',
  'policy.update': 'Cambio de póliza',
  'policy.admin_update': 'Cambio de póliza por el equipo',
  'policy.activate': 'Activación de póliza',
  'policy.cancel': 'Baja de póliza',
  'policy.renewal_declined': 'Oposición a la renovación',
  'policy.endorsed': 'Suplemento',
  'policy.renewal_refused': 'No renovación por la aseguradora',
  'policy.renewed': 'Renovación de póliza',
  'policy.term_ended': 'Fin del periodo sin renovar',
  'policy.booking_closed': 'Solicitud cerrada sin pagar',
  'policy.premium_suspension_warning': 'Aviso de suspensión por impago',
  'policy.premium_suspended': 'Cobertura suspendida por impago',
  'policy.premium_extinguished': 'Contrato extinguido por impago',
  'policy.settings': 'Cambio de ajustes de la póliza',
  'policy.discount_apply': 'Descuento aplicado a la póliza',
  'policy.discount_remove': 'Descuento retirado de la póliza',
  'policy.sign': 'Firma del contrato',
  'policy.signing_link_resend': 'Reenvío del enlace de firma',
  'policy.document_verified': 'Comprobación de un PDF de la póliza',
  'policy.documents_mailed': 'Envío de la documentación por correo',
  'policy.send_to_partner': 'Envío de la póliza al socio',
  'risk.imei_saved': 'IMEI guardado por el equipo',
  'evaluation.create': 'Alta de peritación',
  'evaluation.check': 'Resultado de la peritación',
  'evaluation.decide': 'Decisión de la peritación',
  'payment.mark_as_paid': 'Recibo marcado como pagado',
  'payment.create_remaining': 'Creación de los recibos pendientes',
  'payment.delete': 'Baja de recibo',
  'payment.refund': 'Devolución de importe',
  'payment.return': 'Recibo devuelto por el banco',
  'payment.debit_not_applied':
    'Cargo domiciliado no aplicado (recibo pagado, borrado o cambiado): devolver al cliente',
  'payment.pay_iban': 'Pago por domiciliación en la cuenta guardada',
  'payment.pay_new_iban': 'Pago por domiciliación en una cuenta nueva',
  'payment_method.deactivate': 'Baja de medio de pago',
  'payment_method.make_default': 'Medio de pago principal',
  'sepa_file.create': 'Creación de fichero SEPA',
  'sepa_returns.import': 'Importación de devoluciones SEPA',
  'mail.resend': 'Reenvío de correo',
  'claim.declare': 'Alta de parte de siniestro (borrador)',
  'claim.update_draft': 'Cambio de borrador de siniestro',
  'claim.document_upload': 'Documento de siniestro subido',
  'claim.document_delete': 'Documento de siniestro retirado',
  'claim.document_review': 'Revisión de documento de siniestro',
  'claim.send': 'Envío de parte de siniestro',
  'claim.status_change': 'Cambio de estado del siniestro',
  'claim.comment': 'Comentario en el siniestro',
  'claim.document_request': 'Documento pedido al cliente',
  'claim.document_request_withdrawn': 'Petición de documento retirada',
  'claim.message': 'Mensaje en el siniestro',
  'claim.repair_center': 'Asignación de taller',
  'claim.notify': 'Correo al cliente sobre su siniestro',
  'claim.draft_swept': 'Borrador de siniestro eliminado tras 30 días sin cambios',
  'distributor.create': 'Alta de distribuidor',
  'distributor.update': 'Cambio de distribuidor',
  'distributor.delete': 'Baja de distribuidor',
  'distributor.stores_import': 'Alta de tiendas por CSV',
  'store.create': 'Alta de tienda',
  'store.update': 'Cambio de tienda',
  'store.delete': 'Baja de tienda',
  'store.discounts_import': 'Descuentos de tienda por CSV',
  'repair_center.create': 'Alta de taller',
  'repair_center.update': 'Cambio de taller',
  'repair_center.delete': 'Baja de taller',
  'contact_request.create': 'Petición de llamada',
  'contact_request.close': 'Llamada atendida',
  'product.update': 'Cambio de producto',
  'product_category.create': 'Alta de categoría',
  'product_category.update': 'Cambio de categoría',
  'product_category.delete': 'Baja de categoría',
  'generic_item.create': 'Alta de modelo genérico',
  'generic_item.update': 'Cambio de modelo genérico',
  'generic_item.retire': 'Retirada de modelo genérico',
  'discount.create': 'Alta de descuento',
  'discount.update': 'Cambio de descuento',
  'discount.delete': 'Baja de descuento',
  'discount.import': 'Alta de descuentos por CSV',
  'store_landing.create': 'Alta de página de tienda',
  'store_landing.update': 'Cambio de página de tienda',
  'settings.update': 'Cambio de ajustes',
  'export.token': 'Exportación CSV',
  'schedule.run_now': 'Tarea programada ejecutada a mano',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: 'Usuario',
  policy: 'Póliza',
  contact_request: 'Petición de llamada',
  product: 'Producto',
  product_category: 'Categoría',
  generic_item: 'Modelo genérico',
  discount: 'Descuento',
  store: 'Tienda',
  settings: 'Ajustes',
  export: 'Exportación',
  claim: 'Siniestro',
  distributor: 'Distribuidor',
  repair_center: 'Taller',
  evaluation: 'Peritación',
  risk_mobile: 'Móvil asegurado',
  payment: 'Recibo',
  payment_method: 'Medio de pago',
  sepa_file: 'Fichero SEPA',
  mail: 'Correo',
  job: 'Tarea',
};

/** Field names of the records the audit log keeps (database columns and API shapes). */
const FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  email: 'Correo electrónico',
  name: 'Nombre',
  surname1: 'Primer apellido',
  surname2: 'Segundo apellido',
  complete_name: 'Nombre completo',
  role: 'Rol',
  phone: 'Teléfono',
  document_type: 'Tipo de documento',
  documentType: 'Tipo de documento',
  document_code: 'Documento',
  documentCode: 'Documento',
  employee: 'Empleado',
  person_type: 'Tipo de persona',
  personType: 'Tipo de persona',
  birth_date: 'Fecha de nacimiento',
  sex: 'Sexo',
  marital_status: 'Estado civil',
  country_birth: 'País de nacimiento',
  country_resid: 'País de residencia',
  password_hash: 'Contraseña',
  token_hash: 'Token',
  distributor_id: 'Distribuidor',
  distributor_ids: 'Distribuidores',
  store_id: 'Tienda',
  store_ids: 'Tiendas',
  user_id: 'Usuario',
  seller_user_id: 'Vendedor',
  last_login_at: 'Último acceso',
  locked_at: 'Bloqueado el',
  attempts: 'Intentos',
  created_at: 'Creado el',
  updated_at: 'Modificado el',
  deleted_at: 'Borrado el',
  closed_at: 'Cerrado el',
  closed_by: 'Cerrado por',
  status: 'Estado',
  number: 'Número',
  holder: 'Tomador',
  product: 'Producto',
  product_id: 'Producto',
  policy_id: 'Póliza',
  claim_type_id: 'Tipo de siniestro',
  documents: 'Documentos',
  product_type_id: 'Tipo de seguro',
  product_type_ids: 'Tipos de seguro',
  category_id: 'Categoría',
  periodicity: 'Periodicidad',
  premium: 'Prima',
  premium_cents: 'Prima',
  annual_premium: 'Prima anual',
  annual_premium_cents: 'Prima anual',
  payments: 'Recibos',
  payment_method_type: 'Medio de pago',
  discount: 'Descuento',
  discount_id: 'Descuento',
  code: 'Código',
  kind: 'Tipo',
  value: 'Valor',
  amount: 'Importe',
  amount_cents: 'Importe',
  price: 'Importe',
  pending_amount: 'Pendiente',
  sequence: 'Número de recibo',
  activation_date: 'Fecha de cargo',
  valid_from: 'Válido desde',
  valid_to: 'Válido hasta',
  max_uses: 'Usos máximos',
  uses: 'Usos',
  min_value_cents: 'Valor mínimo',
  max_value_cents: 'Valor máximo',
  price_monthly_cents: 'Precio mensual',
  price_yearly_cents: 'Precio anual',
  reference_price_cents: 'Precio de referencia',
  brand: 'Marca',
  model: 'Modelo',
  part_number: 'Referencia del fabricante',
  released_on: 'Fecha de lanzamiento',
  tier: 'Gama',
  segment: 'Segmento',
  reference: 'Referencia',
  description: 'Descripción',
  coverages: 'Coberturas',
  active: 'Activo',
  is_public: 'Público',
  slug: 'Dirección',
  title: 'Título',
  body: 'Texto',
  branding: 'Imagen de marca',
  preferred_slot: 'Franja preferida',
  preferred_time: 'Hora preferida',
  reason: 'Motivo',
  message: 'Mensaje',
  payment_method: 'Medio de pago',
  source: 'Origen',
  resource: 'Recurso',
  key: 'Clave',
};

const EMPTY = '—';
const CENTS_FIELDS = new Set(['premium', 'annual_premium', 'amount', 'price', 'pending_amount']);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'contact_request.close' → 'Llamada atendida'; an action not in the catalogue keeps its code. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** 'contact_request' → 'Petición de llamada'. */
export function auditEntityLabel(entityType: string): string {
  return AUDIT_ENTITY_LABELS[entityType] ?? humanize(entityType);
}

/** 'surname1' → 'Primer apellido'; an unknown 'closed_by' → 'Closed by'. */
export function auditFieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? humanize(key);
}

function humanize(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : EMPTY;
}

/** Codes some records keep as text, said the way the back office says them elsewhere. */
const TEXT_VALUES: Record<string, Record<string, string>> = {
  contact_request: { open: 'Pendiente', closed: 'Atendida' },
  discount: { percent: 'Porcentaje', fixed: 'Importe fijo' },
};

/** Numbers that are codes of a business term, by field (the record type decides for `status`). */
function codeName(key: string, value: number, entityType: string): string | null {
  if (key === 'periodicity') return periodicityName(value);
  if (key === 'payment_method_type') return paymentMethodTypeName(value);
  if (key === 'status' && entityType === 'policy') return policyStatusName(value);
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const indent = (text: string) => text.replace(/\n/g, '\n  ');

/**
 * One value of a recorded field as staff read it: '—' for nothing, 'Sí'/'No',
 * instants and days in Madrid time, cents as euros, roles and codes by name.
 * A nested record reads as 'Field: value' lines, a list of records as blocks.
 */
export function auditValueText(key: string, value: unknown, entityType = ''): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    if (key.endsWith('_cents') || CENTS_FIELDS.has(key)) return formatEuro(value);
    return codeName(key, value, entityType) ?? String(value);
  }
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return formatDateTime(value);
    if (CALENDAR_DAY.test(value)) return formatDate(value);
    if (key === 'role' && isRole(value)) return ROLE_NAMES[value];
    return TEXT_VALUES[entityType]?.[value] ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    const separator = value.some(isRecord) ? '\n\n' : ', ';
    return value.map((item) => auditValueText('', item, entityType)).join(separator);
  }
  if (isRecord(value)) {
    const lines = Object.entries(value).map(
      ([field, inner]) => `${auditFieldLabel(field)}: ${indent(auditValueText(field, inner, entityType))}`,
    );
    return lines.length ? lines.join('\n') : EMPTY;
  }
  return String(value);
}
