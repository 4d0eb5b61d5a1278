import { isClaimTypeOffered } from './claim-types.ts';
import { ClaimType, ProductType, RiskType } from './enums.ts';

// Extra fields of the claim form (spec 5). Ids are snake_case keys under
// which the answers are stored with the claim.

export type ClaimExtraFieldType = 'text' | 'select' | 'date' | 'toggle' | 'textarea' | 'checkbox';

export interface ClaimExtraField {
  id: string;
  label: string;
  type: ClaimExtraFieldType;
  options?: readonly string[];
  helper?: string;
  required: boolean;
}

/** Appliance types: spec 9 says there are 10 but not which; this list is ours. */
export const APPLIANCE_TYPES = [
  'Frigorífico',
  'Lavadora',
  'Lavavajillas',
  'Horno',
  'Microondas',
  'Secadora',
  'Placa vitrocerámica o de inducción',
  'Aspirador',
  'Aire acondicionado',
  'Cafetera',
] as const;

/** Multimedia types: spec 9 says there are 9 but not which; this list is ours. */
export const MULTIMEDIA_TYPES = [
  'Televisor',
  'Ordenador portátil',
  'Ordenador de sobremesa',
  'Tablet',
  'Consola de videojuegos',
  'Cámara de fotos',
  'Barra de sonido',
  'Smartwatch',
  'Auriculares',
] as const;

/** Si/No, spelled as the spec gives the options. */
export const YES_NO = ['Si', 'No'] as const;

const DAMAGE_CLAIMS: readonly number[] = [
  ClaimType.FRONT_SCREEN_BREAK,
  ClaimType.BACK_COVER_BREAK,
  ClaimType.MISC_BREAKS,
  ClaimType.WATER_DAMAGE,
  ClaimType.BREAKDOWN,
];

const applianceField = (required: boolean): ClaimExtraField => ({
  id: 'appliance_type',
  label: 'Tipo de electrodoméstico',
  type: 'select',
  options: APPLIANCE_TYPES,
  required,
  ...(required ? {} : { helper: 'Solo si el aparato es un electrodoméstico' }),
});

const multimediaField = (required: boolean): ClaimExtraField => ({
  id: 'multimedia_type',
  label: 'Tipo de dispositivo multimedia',
  type: 'select',
  options: MULTIMEDIA_TYPES,
  required,
  ...(required ? {} : { helper: 'Solo si el aparato es un dispositivo multimedia' }),
});

/**
 * Which type list applies. The risk type decides when the caller knows it
 * (appliance, multimedia, or a mobile, which needs none). Without it, the list
 * of each kind of item that may declare this claim (claim-types.ts: a screen
 * break only a multimedia device, a breakdown either), as optional fields.
 */
function deviceTypeFields(claimTypeId: number, riskTypeId: number | undefined): ClaimExtraField[] {
  if (riskTypeId === RiskType.APPLIANCE) return [applianceField(true)];
  if (riskTypeId === RiskType.MULTIMEDIA) return [multimediaField(true)];
  if (riskTypeId !== undefined) return [];
  const offeredOn = (risk: RiskType) => isClaimTypeOffered(ProductType.MULTI_DEVICE, claimTypeId, risk);
  return [
    ...(offeredOn(RiskType.APPLIANCE) ? [applianceField(false)] : []),
    ...(offeredOn(RiskType.MULTIMEDIA) ? [multimediaField(false)] : []),
  ];
}

function multiRiskFields(claimTypeId: number, riskTypeId: number | undefined): ClaimExtraField[] {
  const fields: ClaimExtraField[] = [];
  if (DAMAGE_CLAIMS.includes(claimTypeId)) {
    fields.push({
      id: 'breakage_detail',
      label: 'Detalle de la rotura o avería',
      type: 'textarea',
      helper: 'Cuéntanos qué le pasa al aparato y cómo ocurrió',
      required: true,
    });
  }
  fields.push(
    ...deviceTypeFields(claimTypeId, riskTypeId),
    { id: 'brand', label: 'Marca', type: 'text', required: true },
    { id: 'model', label: 'Modelo', type: 'text', required: true },
    {
      id: 'purchase_date',
      label: 'Fecha de compra',
      type: 'date',
      helper: 'Solo cubrimos aparatos con menos de 3 años desde su compra',
      required: true,
    },
    {
      id: 'invoice_in_holder_name',
      label: '¿La factura está a nombre del tomador?',
      type: 'toggle',
      options: YES_NO,
      required: true,
    },
  );
  return fields;
}

function scooterFields(claimTypeId: number): ClaimExtraField[] {
  switch (claimTypeId) {
    case ClaimType.SCOOTER_ACCIDENT_DISABILITY:
      return [
        {
          id: 'incapacity_resolution',
          label: 'Tengo la resolución de incapacidad',
          type: 'checkbox',
          helper: 'Márcalo si ya tienes la resolución: te pediremos una copia',
          required: false,
        },
      ];
    case ClaimType.SCOOTER_THIRD_PARTY_DAMAGE:
    case ClaimType.SCOOTER_THIRD_PARTY_DAMAGE_CLAIM:
      return [
        { id: 'third_party_name', label: 'Nombre y apellidos del tercero', type: 'text', required: true },
        { id: 'damage_description', label: 'Descripción de los daños', type: 'textarea', required: true },
      ];
    case ClaimType.SCOOTER_HOSPITALIZATION:
      return [
        { id: 'hospital_name', label: 'Nombre del hospital', type: 'text', required: true },
        { id: 'hospitalization_start_date', label: 'Fecha de ingreso', type: 'date', required: true },
        { id: 'hospitalization_end_date', label: 'Fecha de alta', type: 'date', required: true },
      ];
    default:
      return [];
  }
}

/**
 * Extra fields for a claim (spec 5). Only multi-risk and scooter claims have
 * any; a claim type the product does not offer has none. `riskTypeId` is
 * optional and only refines the multi-risk device type list: whether the item
 * may declare the type is validateClaimDeclaration's question, so a claim
 * stored before a rule changed still shows its answers.
 */
export function claimExtraFields(
  productTypeId: number,
  claimTypeId: number,
  riskTypeId?: number,
): ClaimExtraField[] {
  if (!isClaimTypeOffered(productTypeId, claimTypeId)) return [];
  if (productTypeId === ProductType.MULTI_DEVICE) return multiRiskFields(claimTypeId, riskTypeId);
  if (productTypeId === ProductType.SCOOTER) return scooterFields(claimTypeId);
  return [];
}
