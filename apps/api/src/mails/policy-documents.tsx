import { MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type PolicyDocumentsMailData = {
  holderName: string;
  productName: string;
  policyNumber: string;
  /** The names of the attached files, as the customer will see them. */
  documents: string[];
  /** True when the contract attached is the signed one; false for an unsigned copy. */
  isContractSigned: boolean;
};

/** The policy's documents again, attached (POST /policies/{id}/mail, from the back office). */
export const policyDocumentsMail: MailTemplate<PolicyDocumentsMailData> = {
  subject: (data) => `Documentación de tu póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout
      preview={`Te enviamos la documentación de tu seguro ${data.productName}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Como nos has pedido, te enviamos la documentación de tu seguro {data.productName} (póliza{' '}
        {data.policyNumber}). La encontrarás adjunta a este correo:
      </Paragraph>
      {data.documents.map((name) => (
        <Paragraph key={name}>• {name}</Paragraph>
      ))}
      {data.isContractSigned ? null : (
        <Note>El contrato adjunto es una copia sin firmar: te pediremos la firma por separado.</Note>
      )}
      <Note>Guárdala: es la información de tu seguro. Si tienes cualquier duda, responde a este correo.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    productName: 'Móvil Top',
    policyNumber: 'AMP-2026-000123',
    documents: ['informacion-precontractual-AMP-2026-000123.pdf', 'contrato-AMP-2026-000123.pdf'],
    isContractSigned: true,
  },
};
