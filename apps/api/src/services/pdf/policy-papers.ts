import { formatEuro } from '@amparo/domain';
import { type ContractData, itemLine, spanishDate } from './contract.ts';
import { PdfWriter } from './pdf-writer.ts';

// The papers a policyholder keeps besides the contract: the certificate of insurance (proof of
// cover on a given day, for a landlord, a bank or a shop) and the receipt of a paid premium.
// Both print from the contract's data (contract-data.ts), so they say what the contract says.

function insurerFooter(pdf: PdfWriter, data: ContractData) {
  pdf.note(data.insurerLegalText);
  pdf.note(`Atención al cliente: ${data.customerServicePhone}.`);
}

/** The certificate of insurance of an active policy, as of `today` (YYYY-MM-DD, Madrid). */
export async function renderCertificate(data: ContractData, today: string): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Certificado de seguro ${data.policyNumber}`,
    subject: 'Certificado de seguro en vigor',
    generatedAt: data.generatedAt,
  });
  pdf.title('Certificado de seguro');
  pdf.paragraph(
    `Certificamos que, a fecha ${spanishDate(today)}, la póliza ${data.policyNumber} del producto ${data.product.name} (${data.product.typeName}) está en vigor.`,
  );
  pdf.heading('Tomador y asegurado');
  pdf.bullets([`Nombre: ${data.holder.name}`, `DNI/NIE: ${data.holder.documentCode ?? '—'}`]);
  pdf.heading(data.items.length > 1 ? 'Bienes asegurados' : 'Bien asegurado');
  pdf.bullets(data.items.length ? data.items.map(itemLine) : ['Pendiente de identificar.']);
  pdf.heading('Coberturas');
  pdf.bullets(data.product.coverages);
  pdf.heading('Periodo de cobertura');
  pdf.paragraph(
    `Desde el ${data.startsOn ? spanishDate(data.startsOn) : '—'} hasta el ${data.endsOn ? spanishDate(data.endsOn) : '—'}, con los recibos al corriente de pago.`,
  );
  pdf.note(
    'Este certificado no modifica el contrato: las coberturas, exclusiones y franquicias son las de sus condiciones generales y particulares.',
  );
  insurerFooter(pdf, data);
  return pdf.bytes();
}

export type PaidReceipt = {
  sequence: number;
  /** YYYY-MM-DD: the first day the receipt covers. */
  periodFrom: string;
  periodTo: string;
  amountCents: number;
  /** YYYY-MM-DD, Madrid. */
  paidOn: string;
  /** 'Tarjeta', 'Domiciliación bancaria', 'Transferencia (referencia …)'. */
  paidBy: string;
};

/** The receipt of a paid premium: what was paid, for which period, when and how. */
export async function renderReceipt(data: ContractData, receipt: PaidReceipt): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Recibo ${receipt.sequence} de la póliza ${data.policyNumber}`,
    subject: 'Recibo de prima de seguro pagado',
    generatedAt: data.generatedAt,
  });
  pdf.title(`Recibo de prima n.º ${receipt.sequence}`);
  pdf.paragraph(`Póliza ${data.policyNumber} · ${data.product.name} (${data.product.typeName})`);
  pdf.heading('Tomador');
  pdf.bullets([`Nombre: ${data.holder.name}`, `DNI/NIE: ${data.holder.documentCode ?? '—'}`]);
  pdf.heading('Recibo');
  pdf.bullets([
    `Periodo cubierto: del ${spanishDate(receipt.periodFrom)} al ${spanishDate(receipt.periodTo)}`,
    `Importe: ${formatEuro(receipt.amountCents)} (impuestos y recargos incluidos)`,
    `Pagado el ${spanishDate(receipt.paidOn)}`,
    `Forma de pago: ${receipt.paidBy}`,
  ]);
  pdf.paragraph('Recibo pagado. Conserva este documento como justificante del pago de la prima.');
  insurerFooter(pdf, data);
  return pdf.bytes();
}

export type RenewalNotice = {
  /** YYYY-MM-DD: the next period. */
  startsOn: string;
  endsOn: string;
  currentPremiumCents: number;
  premiumCents: number;
  annualPremiumCents: number;
  /** 'mensual' or 'anual', as the contract prints it. */
  periodicity: string;
  /** YYYY-MM-DD: the last day the holder may oppose. */
  declineBy: string;
};

/** The insurer's notice of the renewal (LCS art. 22): the next period, its premium, how to oppose. */
export async function renderRenewalNotice(data: ContractData, notice: RenewalNotice): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Aviso de renovación de la póliza ${data.policyNumber}`,
    subject: 'Aviso de renovación del seguro',
    generatedAt: data.generatedAt,
  });
  pdf.title('Aviso de renovación');
  pdf.paragraph(`Póliza ${data.policyNumber} · ${data.product.name} (${data.product.typeName})`);
  pdf.heading('Tomador');
  pdf.bullets([`Nombre: ${data.holder.name}`, `DNI/NIE: ${data.holder.documentCode ?? '—'}`]);
  pdf.heading(data.items.length > 1 ? 'Bienes asegurados' : 'Bien asegurado');
  pdf.bullets(data.items.length ? data.items.map(itemLine) : ['Pendiente de identificar.']);
  pdf.heading('Nuevo periodo');
  pdf.bullets([
    `Del ${spanishDate(notice.startsOn)} al ${spanishDate(notice.endsOn)}, con las mismas coberturas`,
    `Prima por recibo (${notice.periodicity}): ${formatEuro(notice.premiumCents)}, antes ${formatEuro(notice.currentPremiumCents)}`,
    `Prima del año: ${formatEuro(notice.annualPremiumCents)} (impuestos y recargos incluidos)`,
    `Forma de pago: ${data.paymentMethod}`,
  ]);
  pdf.heading('Si no quieres renovar');
  pdf.paragraph(
    `Puedes oponerte a la renovación hasta el ${spanishDate(notice.declineBy)}, un mes antes de que termine el periodo actual (artículo 22 de la Ley de Contrato de Seguro): desde tu área de cliente («No renovar»), respondiendo al correo de este aviso o por teléfono. La cobertura sigue hasta el último día del periodo actual.`,
  );
  pdf.note('Si no haces nada, el seguro se renueva por un año y se cobra como hasta ahora.');
  insurerFooter(pdf, data);
  return pdf.bytes();
}

export type EndorsementPaper = {
  /** The suplemento's number on the policy. */
  sequence: number;
  /** 'Cambio de dispositivo', 'Cambio de modalidad', 'Cambio de periodicidad'. */
  title: string;
  /** YYYY-MM-DD: the first day the change applies. */
  effectiveOn: string;
  /** What the change is, line by line ('Antes: …', 'Ahora: …'). */
  changes: string[];
  /** The receipts from the change to the end of the period, before and after, in cents. */
  premiumBeforeCents: number;
  premiumAfterCents: number;
  /** > 0 a receipt to pay, < 0 a credit, 0 when the coming receipts carry it. */
  adjustmentCents: number;
  /** Anything the customer must still do (a phone's new check). */
  notes: string[];
};

/**
 * A suplemento (an endorsement): the change to the contract made during the year, its first day and
 * what it does to the premium. It is part of the contract and says so.
 */
export async function renderEndorsement(data: ContractData, paper: EndorsementPaper): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Suplemento ${paper.sequence} de la póliza ${data.policyNumber}`,
    subject: `Suplemento al contrato de seguro: ${paper.title.toLowerCase()}`,
    generatedAt: data.generatedAt,
  });
  pdf.title(`Suplemento n.º ${paper.sequence}: ${paper.title.toLowerCase()}`);
  pdf.paragraph(`Póliza ${data.policyNumber} · ${data.product.name} (${data.product.typeName})`);
  pdf.heading('Tomador');
  pdf.bullets([`Nombre: ${data.holder.name}`, `DNI/NIE: ${data.holder.documentCode ?? '—'}`]);
  pdf.heading('Cambio');
  pdf.bullets([...paper.changes, `En vigor desde el ${spanishDate(paper.effectiveOn)}`]);
  pdf.heading(
    data.items.length > 1
      ? 'Bienes asegurados desde este suplemento'
      : 'Bien asegurado desde este suplemento',
  );
  pdf.bullets(data.items.length ? data.items.map(itemLine) : ['Pendiente de identificar.']);
  pdf.heading('Prima');
  const difference = paper.premiumAfterCents - paper.premiumBeforeCents;
  pdf.bullets([
    `Recibos desde el cambio hasta el ${data.endsOn ? spanishDate(data.endsOn) : 'final del periodo'}: ${formatEuro(paper.premiumBeforeCents)} antes, ${formatEuro(paper.premiumAfterCents)} ahora (a prorrata de los días)`,
    difference === 0
      ? 'La prima no cambia.'
      : paper.adjustmentCents > 0
        ? `Diferencia a pagar en un recibo aparte: ${formatEuro(paper.adjustmentCents)}`
        : paper.adjustmentCents < 0
          ? `Diferencia a tu favor, que te devolvemos: ${formatEuro(-paper.adjustmentCents)}`
          : `La diferencia (${formatEuro(difference)}) va en los próximos recibos.`,
  ]);
  if (paper.notes.length) {
    pdf.heading('Qué falta');
    pdf.bullets(paper.notes);
  }
  pdf.note(
    'Este suplemento forma parte del contrato: lo demás (coberturas, exclusiones, franquicias) sigue como en sus condiciones generales y particulares.',
  );
  insurerFooter(pdf, data);
  return pdf.bytes();
}
