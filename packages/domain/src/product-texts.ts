import { CLAIM_REPORT_DAYS } from './claim-deadlines.ts';
import { ProductType } from './enums.ts';

/**
 * The texts of a product that more than one document says (the IPID as a PDF and in the
 * booking's modal, the contract, the customer area's cover): what is excluded, the restrictions,
 * the excess, the customer's obligations and where the cover applies. One place, so the documents
 * never disagree.
 */
const exclusions: Record<number, string[]> = {
  [ProductType.MOBILE]: [
    'Daños estéticos que no afectan al funcionamiento (arañazos, rozaduras).',
    'Pérdida o extravío del terminal.',
    'Daños causados intencionadamente.',
    'Terminales sin la comprobación de las fotos y el IMEI superada.',
  ],
  [ProductType.SCOOTER]: [
    'Uso en competiciones o con fines profesionales.',
    'Conducción bajo los efectos del alcohol o drogas.',
    'Patinetes que no cumplan la normativa de la DGT.',
  ],
  [ProductType.EXTENDED_WARRANTY]: [
    'Daños accidentales: esta garantía cubre solo averías.',
    'Consumibles y accesorios.',
    'Aparatos con 3 años o más desde la compra.',
  ],
  [ProductType.MULTI_DEVICE]: [
    'Electrodomésticos y equipos multimedia con 3 años o más desde la compra.',
    'Pérdida o extravío.',
    'Daños intencionados.',
  ],
  [ProductType.PORTABLE]: [
    'Pérdida de datos o software.',
    'Daños estéticos sin fallo de funcionamiento.',
    'Daños intencionados.',
  ],
  [ProductType.SMART_TV]: [
    'Daños por instalación incorrecta en pared.',
    'Daños estéticos sin fallo de funcionamiento.',
    'Daños intencionados.',
  ],
};

const restrictions: Record<number, string[]> = {
  [ProductType.MOBILE]: [
    'Para activar la cobertura, comprueba tu móvil con dos fotos en un espejo y el IMEI.',
    'Necesitas la factura de compra del terminal.',
  ],
  [ProductType.MULTI_DEVICE]: [
    'Electrodomésticos y equipos multimedia: solo de menos de 3 años desde la compra.',
    'Necesitas la factura de compra de cada aparato.',
  ],
  [ProductType.EXTENDED_WARRANTY]: [
    'Empieza cuando termina la garantía del fabricante.',
    'Necesitas la factura y el certificado de garantía.',
  ],
};

export const exclusionsFor = (productTypeId: number): string[] =>
  exclusions[productTypeId] ?? ['Daños intencionados.'];

export const restrictionsFor = (productTypeId: number): string[] =>
  restrictions[productTypeId] ?? ['Necesitas la factura de compra del dispositivo.'];

export const WHERE_COVERED = 'En todo el mundo, con reparación y gestión del siniestro en España.';

export const OBLIGATIONS = [
  'Dar datos ciertos al contratar.',
  `Comunicar el siniestro en los ${CLAIM_REPORT_DAYS} días siguientes a conocerlo (art. 16 de la Ley de Contrato de Seguro) y aportar la documentación que se pida.`,
  'En caso de robo, denunciarlo y bloquear el IMEI.',
];

/**
 * What a claim costs the customer. No product has an excess today (claims are settled in full:
 * docs/claims.md); the day one has, it is said here and every document says it.
 */
export const excessFor = (_productTypeId: number): string =>
  'Sin franquicia: la reparación o la reposición cubierta no te cuesta nada.';

export const COVER_PERIOD =
  'Comienza cuando el primer recibo está pagado y, en móviles, la comprobación del terminal está superada. Dura un año y se renueva salvo que avises.';
