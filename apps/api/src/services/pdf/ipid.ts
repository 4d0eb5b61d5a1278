import type { Product } from '@amparo/contract';
import { formatEuro, ProductType, productTypeName, WITHDRAWAL_DAYS } from '@amparo/domain';
import { PdfWriter } from './pdf-writer.ts';

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
  pdf.bullets(exclusions[product.product_type_id] ?? ['Daños intencionados.']);
  pdf.heading('¿Existen restricciones en lo que respecta a la cobertura?');
  pdf.bullets(restrictions[product.product_type_id] ?? ['Necesitas la factura de compra del dispositivo.']);
  pdf.heading('¿Dónde estoy cubierto?');
  pdf.paragraph('En todo el mundo, con reparación y gestión del siniestro en España.');
  pdf.heading('¿Cuáles son mis obligaciones?');
  pdf.bullets([
    'Dar datos ciertos al contratar.',
    'Declarar el siniestro lo antes posible y aportar la documentación que se pida.',
    'En caso de robo, denunciarlo y bloquear el IMEI.',
  ]);
  pdf.heading('¿Cuándo y cómo tengo que efectuar los pagos?');
  const from = product.prices[0];
  pdf.paragraph(
    `Pago mensual o anual, con tarjeta o por domiciliación bancaria (SEPA).${from ? ` Desde ${formatEuro(from.price_monthly)} al mes o ${formatEuro(from.price_yearly)} al año, según el valor del dispositivo.` : ''}`,
  );
  pdf.heading('¿Cuándo comienza y finaliza la cobertura?');
  pdf.paragraph(
    'Comienza cuando el primer recibo está pagado y, en móviles, la comprobación del terminal está superada. Dura un año y se renueva salvo que avises.',
  );
  pdf.heading('¿Cómo puedo rescindir el contrato?');
  pdf.paragraph(
    `Puedes desistir sin dar motivos en los ${WITHDRAWAL_DAYS} días siguientes a la contratación, y después oponerte a la renovación avisando con un mes de antelación, desde tu área de cliente o llamando al 900 000 000.`,
  );
  return pdf.bytes();
}
