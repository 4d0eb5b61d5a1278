import type { Product } from '@amparo/contract';
import { ipidDocument } from '@amparo/domain';
import { PdfWriter } from './pdf-writer.ts';

/**
 * The precontractual information document (IPID) as a PDF: the domain's one text of it
 * (ipidDocument), which the booking's modal shows too. `phone` is the customer service line.
 */
export async function renderIpid(product: Product, phone: string): Promise<Uint8Array> {
  const ipid = ipidDocument(product, phone);
  const pdf = await PdfWriter.create({ title: `IPID ${product.name}`, subject: ipid.title });
  pdf.title(ipid.title);
  pdf.paragraph(ipid.lead);
  pdf.note(ipid.note);
  for (const section of ipid.sections) {
    pdf.heading(section.heading);
    for (const paragraph of section.paragraphs) pdf.paragraph(paragraph);
    if (section.bullets.length > 0) pdf.bullets(section.bullets);
  }
  return pdf.bytes();
}
