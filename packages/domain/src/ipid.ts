import { WITHDRAWAL_DAYS } from './constants.ts';
import { productTypeName } from './display-names.ts';
import { formatEuro } from './money.ts';
import {
  COVER_PERIOD,
  excessFor,
  exclusionsFor,
  OBLIGATIONS,
  restrictionsFor,
  WHERE_COVERED,
} from './product-texts.ts';

/** What the IPID of a product needs: the catalogue's product (contract ProductSchema). */
export type IpidProduct = {
  name: string;
  product_type_id: number;
  reference: string | null;
  coverages: readonly string[];
  prices: readonly { price_monthly: number; price_yearly: number }[];
};

export type IpidSection = { heading: string; paragraphs: string[]; bullets: string[] };

export type IpidDocument = { title: string; lead: string; note: string; sections: IpidSection[] };

const section = (heading: string, paragraphs: string[], bullets: readonly string[] = []): IpidSection => ({
  heading,
  paragraphs,
  bullets: [...bullets],
});

/**
 * The precontractual information document (IPID, Implementing Regulation (EU) 2017/1469): the
 * standard questions answered for one product. The one text of it: the PDF the customer keeps
 * (apps/api services/pdf/ipid.ts) and the page's modal (features/legal/ipid-view.tsx) both render
 * this, so they never say different things. `phone` is the customer service line, formatted.
 */
export function ipidDocument(product: IpidProduct, phone: string): IpidDocument {
  const kind = productTypeName(product.product_type_id);
  const from = product.prices[0];
  return {
    title: 'Documento de información sobre el producto de seguro',
    lead: `Amparo Seguros · Producto: ${product.name} (${kind}) · Referencia ${product.reference ?? '—'}`,
    note: 'Este documento resume las principales coberturas y exclusiones. La información completa está en las condiciones generales y particulares del contrato.',
    sections: [
      section('¿En qué consiste este tipo de seguro?', [
        `Seguro de ${kind.toLowerCase()} que protege el dispositivo asegurado frente a los riesgos indicados, con reparación o reposición.`,
      ]),
      section('¿Qué se asegura?', [], product.coverages),
      section('¿Qué no está asegurado?', [], exclusionsFor(product.product_type_id)),
      section(
        '¿Existen restricciones en lo que respecta a la cobertura?',
        [],
        [...restrictionsFor(product.product_type_id), excessFor(product.product_type_id)],
      ),
      section('¿Dónde estoy cubierto?', [WHERE_COVERED]),
      section('¿Cuáles son mis obligaciones?', [], OBLIGATIONS),
      section('¿Cuándo y cómo tengo que efectuar los pagos?', [
        `Pago mensual o anual, con tarjeta o por domiciliación bancaria (SEPA).${
          from
            ? ` Desde ${formatEuro(from.price_monthly)} al mes o ${formatEuro(from.price_yearly)} al año, según el valor del dispositivo.`
            : ''
        }`,
      ]),
      section('¿Cuándo comienza y finaliza la cobertura?', [COVER_PERIOD]),
      section('¿Cómo puedo rescindir el contrato?', [
        `Puedes desistir sin dar motivos en los ${WITHDRAWAL_DAYS} días siguientes a la contratación, y después oponerte a la renovación avisando con un mes de antelación, desde tu área de cliente o llamando al ${phone}.`,
      ]),
    ],
  };
}
