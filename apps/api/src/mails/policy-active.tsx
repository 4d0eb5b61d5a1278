import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type PolicyActiveMailData = {
  holderName: string;
  productName: string;
  policyNumber: string;
  /** The receipt that was paid, in cents. */
  amount: number;
  /** YYYY-MM-DD, the day the cover starts. */
  startsOn: string;
  /** Where the customer sees the policy; null when the caller has no public address. */
  customerAreaUrl: string | null;
};

const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/** The first receipt is paid and the policy is in force: the next step is signing. */
export const policyActiveMail: MailTemplate<PolicyActiveMailData> = {
  subject: (data) => `Tu seguro ${data.productName} ya está activo: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout
      preview={`Hemos recibido tu pago de ${formatEuro(data.amount)}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Hemos recibido el pago de {formatEuro(data.amount)} del primer recibo. Tu seguro {data.productName}{' '}
        (póliza {data.policyNumber}) está activo desde el {spanishDate(data.startsOn)}.
      </Paragraph>
      <Paragraph>Te enviaremos el contrato para que lo firmes.</Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mi póliza</Action> : null}
      <Note>Guarda este correo como justificante del pago.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    productName: 'Móvil Top',
    policyNumber: 'AMP-2026-000123',
    amount: 1495,
    startsOn: '2026-11-23',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
