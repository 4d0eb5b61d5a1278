import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ReceiptUnpaidMailData = {
  holderName: string;
  policyNumber: string;
  /** The receipt's amount, in cents. */
  amount: number;
  /** How many times the stored card was tried. */
  attempts: number;
  /** Where the customer pays it ('Recibo sin pagar' / 'Pagar ahora'); null when the caller has no public address. */
  customerAreaUrl: string | null;
};

/** The stored card was refused on every try: the customer is asked to pay the receipt. */
export const receiptUnpaidMail: MailTemplate<ReceiptUnpaidMailData> = {
  subject: (data) => `Recibo sin pagar: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout
      preview={`No hemos podido cobrar ${formatEuro(data.amount)}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Hemos intentado cobrar {data.attempts} veces el recibo de {formatEuro(data.amount)} de tu póliza{' '}
        {data.policyNumber} en tu tarjeta guardada, y el banco lo ha rechazado.
      </Paragraph>
      <Paragraph>
        Para que tu seguro siga cubriéndote, paga el recibo con otra tarjeta desde tu área de cliente.
      </Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Pagar ahora</Action> : null}
      <Note>Si ya lo has pagado, no hace falta que hagas nada.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    amount: 1495,
    attempts: 4,
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
