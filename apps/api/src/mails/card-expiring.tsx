import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type CardExpiringMailData = {
  holderName: string;
  policyNumber: string;
  /** The card's last four digits, when the gateway gave them. */
  last4: string | null;
  /** 'MM/YYYY'. */
  validThrough: string;
  /** The next charge: its day, 'DD/MM/YYYY', and amount in cents. */
  chargeOn: string;
  amount: number;
  customerAreaUrl: string | null;
};

/** The card on file expires before the next receipt is charged: the customer is asked to update it. */
export const cardExpiringMail: MailTemplate<CardExpiringMailData> = {
  subject: (data) => `Tu tarjeta caduca antes del próximo recibo: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview={`Próximo recibo el ${data.chargeOn}`} heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        La tarjeta {data.last4 ? `terminada en ${data.last4} ` : ''}con la que pagas tu póliza{' '}
        {data.policyNumber} caduca en {data.validThrough}, antes del próximo recibo de{' '}
        {formatEuro(data.amount)} del {data.chargeOn}.
      </Paragraph>
      <Paragraph>
        Para que el cobro no falle y sigas cubierto, cambia la forma de pago desde tu área de cliente: una
        tarjeta nueva o la domiciliación en tu cuenta.
      </Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Cambiar forma de pago</Action> : null}
      <Note>Si ya la has cambiado, no hace falta que hagas nada.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    last4: '4242',
    validThrough: '01/2027',
    chargeOn: '10/02/2027',
    amount: 1195,
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
