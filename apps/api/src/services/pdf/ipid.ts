import type { Product } from '@amparo/contract';
import { formatEuro, productTypeName, WITHDRAWAL_DAYS } from '@amparo/domain';
import { PdfWriter } from './pdf-writer.ts';
import { COVER_PERIOD, exclusionsFor, OBLIGATIONS, restrictionsFor, WHERE_COVERED } from './product-texts.ts';

/**
 * The precontractual information document (IPID, Implementing Regulation
 * (EU) 2017/1469): the standard questions, answered for this product.
 */
export async function renderIpid(product: Product): Promise<Uint8Array> {
  const kind = productTypeName(product.product_type_id);
  const pdf = await PdfWriter.create({
    title: `IPID ${product.name}`,
    subject: 'Documento de información sobre el producto de seguro',
  });
  pdf.title('Documento de información sobre el producto de seguro');
  pdf.paragraph(
    `Amparo Seguros · Producto: ${product.name} (${kind}) · Referencia ${product.reference ?? '—'}`,
  );
  pdf.note(
    'Este documento resume las principales coberturas y exclusiones. La información completa está en las condiciones generales y particulares del contrato.',
  );
  pdf.heading('¿En qué consiste este tipo de seguro?');
  pdf.paragraph(
    `Seguro de ${kind.toLowerCase()} que protege el dispositivo asegurado frente a los riesgos indicados, con reparación o reposición.`,
  );
  pdf.heading('¿Qué se asegura?');
  pdf.bullets(product.coverages);
  pdf.heading('¿Qué no está asegurado?');
  pdf.bullets(exclusionsFor(product.product_type_id));
  pdf.heading('¿Existen restricciones en lo que respecta a la cobertura?');
  pdf.bullets(restrictionsFor(product.product_type_id));
  pdf.heading('¿Dónde estoy cubierto?');
  pdf.paragraph(WHERE_COVERED);
  pdf.heading('¿Cuáles son mis obligaciones?');
  pdf.bullets(OBLIGATIONS);
  pdf.heading('¿Cuándo y cómo tengo que efectuar los pagos?');
  const from = product.prices[0];
  pdf.paragraph(
    `Pago mensual o anual, con tarjeta o por domiciliación bancaria (SEPA).${from ? ` Desde ${formatEuro(from.price_monthly)} al mes o ${formatEuro(from.price_yearly)} al año, según el valor del dispositivo.` : ''}`,
  );
  pdf.heading('¿Cuándo comienza y finaliza la cobertura?');
  pdf.paragraph(COVER_PERIOD);
  pdf.heading('¿Cómo puedo rescindir el contrato?');
  pdf.paragraph(
    `Puedes desistir sin dar motivos en los ${WITHDRAWAL_DAYS} días siguientes a la contratación, y después oponerte a la renovación avisando con un mes de antelación, desde tu área de cliente o llamando al 900 000 000.`,
  );
  return pdf.bytes();
}
