import { PEACE_OF_MIND_PRODUCT_TYPE } from './claim-types.ts';
import { LOCATION_HISTORY_CUTOFF } from './constants.ts';
import { ClaimType, ProductType, RiskType } from './enums.ts';
import { madridDate } from './madrid-time.ts';

// Documents a claim needs, by product type and claim type (spec 5).

export type ClaimDocumentType =
  | 'invoice'
  | 'damage_photos'
  | 'police_report'
  | 'imei_block_proof'
  | 'location_history'
  | 'death_certificate'
  | 'autopsy'
  | 'medical_report'
  | 'disability_resolution'
  | 'medical_expense_invoice'
  | 'lock_invoice'
  | 'warranty_certificate'
  | 'beneficiary_id'
  | 'income_loss_proof'
  | 'fraud_evidence'
  | 'legal_documents';

export interface ClaimDocument {
  type: ClaimDocumentType;
  title: string;
  description: string;
  allow_multiple: boolean;
}

export const CLAIM_DOCUMENTS: Record<ClaimDocumentType, ClaimDocument> = {
  invoice: {
    type: 'invoice',
    title: 'Factura de compra',
    description: 'Factura de compra del aparato asegurado. Puedes adjuntar varios archivos.',
    allow_multiple: true,
  },
  damage_photos: {
    type: 'damage_photos',
    title: 'Fotos de los daños',
    description: 'Fotografías en las que se vean con claridad los daños.',
    allow_multiple: true,
  },
  police_report: {
    type: 'police_report',
    title: 'Denuncia',
    description: 'Copia de la denuncia presentada ante la policía.',
    allow_multiple: false,
  },
  imei_block_proof: {
    type: 'imei_block_proof',
    title: 'Justificante de bloqueo del IMEI',
    description: 'Documento de tu operadora que acredita que has bloqueado el IMEI del móvil.',
    allow_multiple: false,
  },
  location_history: {
    type: 'location_history',
    title: 'Historial de ubicaciones',
    description:
      'Historial de ubicaciones del móvil del día del robo o hurto (por ejemplo, de tu cuenta de Google o Apple).',
    allow_multiple: false,
  },
  death_certificate: {
    type: 'death_certificate',
    title: 'Certificado de defunción',
    description: 'Certificado oficial de defunción.',
    allow_multiple: false,
  },
  autopsy: {
    type: 'autopsy',
    title: 'Informe de autopsia',
    description: 'Copia del informe de autopsia.',
    allow_multiple: false,
  },
  medical_report: {
    type: 'medical_report',
    title: 'Informe médico',
    description: 'Historial o informe médico de las lesiones.',
    allow_multiple: true,
  },
  disability_resolution: {
    type: 'disability_resolution',
    title: 'Resolución de incapacidad',
    description: 'Copia de la resolución que reconoce la incapacidad.',
    allow_multiple: false,
  },
  medical_expense_invoice: {
    type: 'medical_expense_invoice',
    title: 'Facturas de gastos médicos',
    description: 'Facturas de los gastos médicos que reclamas.',
    allow_multiple: true,
  },
  lock_invoice: {
    type: 'lock_invoice',
    title: 'Factura del candado',
    description: 'Factura de compra del candado con el que estaba asegurado el patinete.',
    allow_multiple: false,
  },
  warranty_certificate: {
    type: 'warranty_certificate',
    title: 'Certificado de garantía',
    description: 'Certificado de garantía del aparato.',
    allow_multiple: false,
  },
  // The protection covers (claim types 7 to 11): the spec names them but not their documents.
  beneficiary_id: {
    type: 'beneficiary_id',
    title: 'DNI o NIE del beneficiario',
    description: 'Documento de identidad de quien recibe la indemnización.',
    allow_multiple: true,
  },
  income_loss_proof: {
    type: 'income_loss_proof',
    title: 'Justificante de baja o desempleo',
    description: 'Parte de baja médica o certificado de la situación de desempleo.',
    allow_multiple: true,
  },
  fraud_evidence: {
    type: 'fraud_evidence',
    title: 'Justificantes del fraude',
    description: 'Capturas, correos o extractos del banco con los cargos que no reconoces.',
    allow_multiple: true,
  },
  legal_documents: {
    type: 'legal_documents',
    title: 'Documentación del asunto',
    description: 'Contratos, cartas o notificaciones del conflicto en el que necesitas ayuda.',
    allow_multiple: true,
  },
};

export interface ClaimDocumentsInput {
  productTypeId: number;
  claimTypeId: number;
  /** The policy's created_at (ISO). Decides the location-history rule. */
  policyCreatedAt: string;
  /** Scooter disability: the incapacity-resolution checkbox of the claim form. */
  incapacityResolution?: boolean;
  /** Multi-device only: the claimed risk's type; phone documents apply only to a mobile risk. */
  riskTypeId?: number;
}

const DAMAGE_CLAIMS: readonly number[] = [
  ClaimType.FRONT_SCREEN_BREAK,
  ClaimType.BACK_COVER_BREAK,
  ClaimType.MISC_BREAKS,
  ClaimType.WATER_DAMAGE,
];
const THEFT_CLAIMS: readonly number[] = [ClaimType.ROBBERY, ClaimType.THEFT];

/** Policies created before 2019-04-30 (Madrid day) need the location history; that day itself does not. */
function needsLocationHistory(input: ClaimDocumentsInput): boolean {
  const created = madridDate(input.policyCreatedAt);
  return created !== null && created < LOCATION_HISTORY_CUTOFF;
}

/**
 * Mobile rules (spec 5), also used for multi-device, portable and smart TV,
 * which the spec does not cover: damage photos for breaks and water, a police
 * report for theft and robbery, and the phone-only documents (IMEI block,
 * location history) only when the device is a phone.
 */
function deviceDocuments(input: ClaimDocumentsInput, isPhone: boolean): ClaimDocumentType[] {
  if (DAMAGE_CLAIMS.includes(input.claimTypeId)) return ['damage_photos'];
  if (!THEFT_CLAIMS.includes(input.claimTypeId)) return [];
  if (!isPhone) return ['police_report'];
  const documents: ClaimDocumentType[] = ['police_report', 'imei_block_proof'];
  if (needsLocationHistory(input)) documents.push('location_history');
  return documents;
}

/** Scooter rules (spec 5). The spec's scooter "theft" is claim type 17, the only scooter theft type. */
function scooterDocuments(input: ClaimDocumentsInput): ClaimDocumentType[] {
  switch (input.claimTypeId) {
    case ClaimType.SCOOTER_DAMAGE:
      return ['damage_photos'];
    case ClaimType.SCOOTER_ACCIDENT_DEATH:
      return ['death_certificate', 'autopsy', 'police_report'];
    case ClaimType.SCOOTER_ACCIDENT_DISABILITY:
      return input.incapacityResolution ? ['medical_report', 'disability_resolution'] : ['medical_report'];
    case ClaimType.SCOOTER_DRIVER_PHYSICAL_DAMAGE:
      return ['medical_report', 'medical_expense_invoice'];
    case ClaimType.SCOOTER_ROBBERY:
      return ['police_report', 'lock_invoice'];
    case ClaimType.SCOOTER_HOSPITALIZATION:
      return ['medical_report'];
    default:
      return [];
  }
}

/** Protection covers (spec 9 claim types 7 to 11, ours: the spec gives no documents for them). */
function protectionDocuments(claimTypeId: number): ClaimDocumentType[] {
  switch (claimTypeId) {
    case ClaimType.DEATH:
      return ['death_certificate', 'beneficiary_id'];
    case ClaimType.INCOME_PROTECTION:
      return ['income_loss_proof'];
    case ClaimType.ONLINE_PROTECTION:
      return ['police_report', 'fraud_evidence'];
    case ClaimType.LEGAL_PROTECTION:
      return ['legal_documents'];
    default:
      return [];
  }
}

function documentTypes(input: ClaimDocumentsInput): ClaimDocumentType[] {
  switch (input.productTypeId) {
    case ProductType.MOBILE:
      return deviceDocuments(input, true);
    case ProductType.MULTI_DEVICE:
      return deviceDocuments(input, input.riskTypeId === RiskType.MOBILE);
    case ProductType.PORTABLE:
    case ProductType.SMART_TV:
      return deviceDocuments(input, false);
    case ProductType.SCOOTER:
      return scooterDocuments(input);
    case ProductType.EXTENDED_WARRANTY:
      return ['warranty_certificate'];
    default:
      return [];
  }
}

/**
 * The purchase invoice first (always required for a device or a scooter), then the
 * claim-specific documents. A protection cover insures a person, not a thing bought:
 * it asks for no invoice.
 */
export function requiredClaimDocuments(input: ClaimDocumentsInput): ClaimDocument[] {
  if (input.productTypeId === PEACE_OF_MIND_PRODUCT_TYPE)
    return protectionDocuments(input.claimTypeId).map((type) => CLAIM_DOCUMENTS[type]);
  return ['invoice' as const, ...documentTypes(input)].map((type) => CLAIM_DOCUMENTS[type]);
}
