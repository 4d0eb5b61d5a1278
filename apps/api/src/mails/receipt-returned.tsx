import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ReceiptReturnedMailData = {
  holderName: string;
  policyNumber: string;
  /** Already formatted ('11,95 €'). */
  amount: string;
  /** The bank's reason in Spanish ('Fondos insuficientes'). */
  reason: string;
  /** When it goes to the bank again (insufficient funds); null when collection stopped. */
  nextCollectionDate: string | null;
  /** Closed or wrong account: offer a new IBAN or the card. */
  askNewAccount: boolean;
  payUrl: string;
  newAccountUrl: string;
};

const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/** The bank returned a direct debit: the 'Recibo sin pagar' notice, by mail. */
export const receiptReturnedMail: MailTemplate<ReceiptReturnedMailData> = {
  subject: (data) => `Recibo sin pagar de tu póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout
      preview={`Tu banco ha devuelto un recibo de ${data.amount}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Tu banco ha devuelto el recibo de {data.amount} de tu póliza {data.policyNumber}. Motivo:{' '}
        {data.reason}.
      </Paragraph>
      {data.nextCollectionDate ? (
        <Paragraph>
          Lo volveremos a cargar en tu cuenta a partir del {spanishDate(data.nextCollectionDate)}. Si lo
          prefieres, puedes pagarlo ahora con tarjeta:
        </Paragraph>
      ) : data.askNewAccount ? (
        <Paragraph>
          No podemos volver a cargarlo en esa cuenta. Indícanos otra cuenta o paga el recibo con tarjeta:
        </Paragraph>
      ) : (
        <Paragraph>No volveremos a cargarlo en tu cuenta. Puedes pagarlo con tarjeta:</Paragraph>
      )}
      <Action href={data.payUrl}>Pagar con tarjeta</Action>
      {data.askNewAccount ? (
        <>
          <Paragraph>O da una cuenta nueva para la domiciliación:</Paragraph>
          <Action href={data.newAccountUrl}>Indicar otra cuenta</Action>
        </>
      ) : null}
      <Note>Mientras el recibo esté sin pagar, lo verás como «Recibo sin pagar» en tu área de cliente.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    amount: '11,95 €',
    reason: 'Cuenta cancelada',
    nextCollectionDate: null,
    askNewAccount: true,
    payUrl: 'https://amparo.example/contratacion/pago?policy_id=1&payment_id=2',
    newAccountUrl: 'https://amparo.example/area-cliente?policy_id=1&payment_id=2&cuenta=nueva',
  },
};
