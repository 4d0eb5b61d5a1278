import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ContractSignedMailData = {
  holderName: string;
  productName: string;
  policyNumber: string;
  /** "23 de noviembre de 2026 a las 9:18:36 CET" */
  signedAt: string;
  customerAreaUrl: string | null;
};

/** The signed contract, attached (a durable medium): the policy is now status 3. */
export const contractSignedMail: MailTemplate<ContractSignedMailData> = {
  subject: (data) => `Contrato firmado: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview="Te enviamos tu contrato firmado" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Has firmado el contrato de tu seguro {data.productName} (póliza {data.policyNumber}) el{' '}
        {data.signedAt}. Te lo enviamos adjunto, en PDF, con tu firma y el registro de firma electrónica.
      </Paragraph>
      <Paragraph>Guárdalo: es tu copia del contrato.</Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mi póliza</Action> : null}
      <Note>Si no has firmado tú este contrato, escríbenos cuanto antes.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    productName: 'Móvil Top',
    policyNumber: 'AMP-2026-000123',
    signedAt: '23 de noviembre de 2026 a las 9:18:36 CET',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
