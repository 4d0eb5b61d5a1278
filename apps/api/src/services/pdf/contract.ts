import {
  COVER_PERIOD,
  deviceName,
  excessFor,
  formatEuro,
  HOLDER_OBJECTION_MONTHS,
  INSURER_OBJECTION_MONTHS,
  OBLIGATIONS,
  restrictionsFor,
  WHERE_COVERED,
  WITHDRAWAL_DAYS,
} from '@amparo/domain';

import { SIGNATURE_AREA_HEIGHT } from '../signature/seal-contract.ts';
import { PdfWriter } from './pdf-writer.ts';

/** LCS art. 22, as the contract states it beside the dates. */
const RENEWAL = `El contrato dura un año y se prorroga por otro año salvo que una de las partes se oponga por escrito: tú, con al menos ${HOLDER_OBJECTION_MONTHS} mes de antelación al vencimiento; la aseguradora, con al menos ${INSURER_OBJECTION_MONTHS} meses (art. 22 de la Ley de Contrato de Seguro).`;

/** One insured device or item as the contract prints it. */
export type ContractItem = {
  /** What kind of item: 'Móvil', 'Portátil', 'Electrodoméstico'… */
  kind: string;
  brand: string;
  model: string;
  /** Mobiles: the IMEI; other items: part number or reference; null when not known yet. */
  identifier: { label: 'IMEI' | 'Número de pieza' | 'Referencia'; value: string } | null;
};

export type ContractReceipt = {
  sequence: number;
  /** YYYY-MM-DD */
  date: string;
  amountCents: number;
  /** As the customer reads it: 'Pagado', 'Pendiente', 'Programado'… */
  status: string;
};

/** Everything the contract prints, already worded: rendering reads nothing else. */
export type ContractData = {
  policyNumber: string;
  holder: { name: string; documentCode: string | null; email: string; phone: string };
  product: {
    name: string;
    typeId: number;
    typeName: string;
    reference: string | null;
    coverages: string[];
    exclusions: string[];
  };
  items: ContractItem[];
  premium: { perReceiptCents: number; annualCents: number; periodicity: string };
  receipts: ContractReceipt[];
  /** 'Tarjeta terminada en 4242', 'Domiciliación bancaria (ES91 **** 1332)', 'Pago manual'. */
  paymentMethod: string;
  /** YYYY-MM-DD, or null while the cover has not started. */
  startsOn: string | null;
  endsOn: string | null;
  customerServicePhone: string;
  insurerLegalText: string;
  /** Sets the PDF's creation and modification dates: same data and generatedAt, same bytes. */
  generatedAt: Date;
};

/** '2026-03-01' → '01/03/2026'. */
export const spanishDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

export function itemLine(item: ContractItem): string {
  const id = item.identifier ? ` · ${item.identifier.label}: ${item.identifier.value}` : '';
  return `${item.kind}: ${deviceName(item)}${id}`;
}

/** The policy contract, in Spanish, for the customer to read and sign. */
export async function renderContract(data: ContractData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Contrato de seguro ${data.policyNumber}`,
    subject: 'Condiciones particulares del contrato de seguro',
    generatedAt: data.generatedAt,
  });
  pdf.title('Contrato de seguro');
  pdf.paragraph(
    `Amparo Seguros · Póliza ${data.policyNumber} · Producto: ${data.product.name} (${data.product.typeName}) · Referencia ${data.product.reference ?? '—'}`,
  );
  pdf.note(
    'Condiciones particulares del contrato. Junto con el documento de información del producto (IPID), forman el contrato completo.',
  );

  pdf.heading('Tomador y asegurado');
  pdf.bullets([
    `Nombre: ${data.holder.name}`,
    `DNI/NIE: ${data.holder.documentCode ?? '—'}`,
    `Correo electrónico: ${data.holder.email}`,
    `Teléfono: ${data.holder.phone}`,
  ]);

  pdf.heading(data.items.length > 1 ? 'Bienes asegurados' : 'Bien asegurado');
  pdf.bullets(data.items.length ? data.items.map(itemLine) : ['Pendiente de identificar.']);

  pdf.heading('Coberturas');
  pdf.bullets(data.product.coverages);
  pdf.heading('Exclusiones');
  pdf.bullets(data.product.exclusions);
  pdf.heading('Restricciones y ámbito');
  pdf.bullets([...restrictionsFor(data.product.typeId), excessFor(data.product.typeId), WHERE_COVERED]);

  pdf.heading('Duración');
  pdf.paragraph(
    data.startsOn
      ? `Fecha de efecto: ${spanishDate(data.startsOn)}. Fecha de vencimiento: ${data.endsOn ? spanishDate(data.endsOn) : '—'}. ${RENEWAL}`
      : 'Las fechas de efecto y vencimiento se fijan cuando la cobertura empieza.',
  );
  pdf.paragraph(COVER_PERIOD);

  pdf.heading('Prima y forma de pago');
  pdf.bullets([
    `Periodicidad: ${data.premium.periodicity}`,
    `Prima por recibo: ${formatEuro(data.premium.perReceiptCents)}`,
    `Prima anual: ${formatEuro(data.premium.annualCents)}`,
    `Forma de pago: ${data.paymentMethod}`,
  ]);
  pdf.heading('Recibos');
  pdf.bullets(
    data.receipts.length
      ? data.receipts.map(
          (r) => `Recibo ${r.sequence} · ${spanishDate(r.date)} · ${formatEuro(r.amountCents)} · ${r.status}`,
        )
      : ['Todavía no hay recibos emitidos.'],
  );

  pdf.heading('Derecho de desistimiento');
  pdf.paragraph(
    `Puedes desistir del contrato sin dar motivos y sin penalización en los ${WITHDRAWAL_DAYS} días naturales siguientes a su celebración. Te devolvemos todo lo que hayas pagado, por el mismo medio de pago.`,
  );
  pdf.bullets([
    "En tu área de cliente: pulsa el botón 'Desistir del contrato' en esta póliza y confirma. Recibirás un acuse en pantalla y por correo electrónico con la fecha y la hora.",
    `Por correo postal o electrónico: escríbenos indicando tu nombre, DNI/NIE y el número de póliza ${data.policyNumber}, dentro del plazo.`,
  ]);
  pdf.paragraph(
    'Pasado ese plazo, puedes oponerte a la renovación avisando con un mes de antelación al vencimiento.',
  );

  pdf.heading('Cómo declarar un siniestro');
  pdf.bullets([
    'Entra en tu área de cliente, elige la póliza y pulsa «Declarar siniestro».',
    `O llama al ${data.customerServicePhone}.`,
    'Describe qué pasó y aporta la documentación que se pida (factura de compra y, en caso de robo, la denuncia).',
    'Te informamos por correo electrónico de cada cambio de estado hasta la reparación o reposición.',
  ]);
  pdf.heading('Tus obligaciones');
  pdf.bullets(OBLIGATIONS);

  pdf.heading('Información legal de la aseguradora');
  pdf.note(data.insurerLegalText);
  // The foot of the last page is where signing stamps the drawn signature (seal-contract.ts).
  pdf.keepBottomFree(SIGNATURE_AREA_HEIGHT, `Firma del contrato de la póliza ${data.policyNumber}.`);
  return pdf.bytes();
}
