import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ReceiptPaidMailData = {
  holderName: string;
  policyNumber: string;
  /** The receipt's number within the policy (2 for the second monthly receipt). */
  sequence: number;
  /** What was paid, in cents. */
  amount: number;
  /** The day the money arrived, 'DD/MM/YYYY'. */
  paidOn: string;
  /** Where the customer sees the receipts; null when the caller has no public address. */
  customerAreaUrl: string | null;
};

/** A receipt after the first one was paid (the first one sends 'policy-active' instead). */
export const receiptPaidMail: MailTemplate<ReceiptPaidMailData> = {
  subject: (data) => `Recibo pagado: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview={`Hemos recibido ${formatEuro(data.amount)}`} heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Hemos recibido el pago de {formatEuro(data.amount)} del recibo n.º {data.sequence} de tu póliza{' '}
        {data.policyNumber}, el {data.paidOn}. Gracias: tu seguro sigue cubriéndote.
      </Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mis recibos</Action> : null}
      <Note>Guarda este correo como justificante del pago.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    sequence: 2,
    amount: 1495,
    paidOn: '23/12/2026',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
