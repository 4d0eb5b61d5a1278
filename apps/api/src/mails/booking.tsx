import { formatEuro, Periodicity } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type BookingMailData = {
  holderName: string;
  productName: string;
  policyNumber: string;
  /** The first receipt, in cents. */
  firstReceipt: number;
  periodicity: Periodicity;
  paymentUrl: string;
  /** Only when the phone check is due (spec 1). */
  evaluationUrl: string | null;
  customerAreaUrl: string;
};

/** After a booking: what was booked and the links of the next steps (pay, check the phone, sign). */
export const bookingMail: MailTemplate<BookingMailData> = {
  subject: (data) => `Tu seguro ${data.productName}: solicitud ${data.policyNumber}`,
  render: (data) => {
    const signStep = data.evaluationUrl ? 3 : 2;
    return (
      <MailLayout
        preview={`Paga el primer recibo para activar tu seguro ${data.productName}`}
        heading={`Hola, ${data.holderName}:`}
      >
        <Paragraph>
          Hemos registrado tu solicitud del seguro {data.productName} con el número {data.policyNumber}.
        </Paragraph>
        <Paragraph>
          Primer recibo: {formatEuro(data.firstReceipt)} (
          {data.periodicity === Periodicity.MONTHLY ? 'pago mensual' : 'pago anual'}).
        </Paragraph>
        <Paragraph>1. Pago del primer recibo:</Paragraph>
        <Action href={data.paymentUrl}>Pagar el primer recibo</Action>
        {data.evaluationUrl ? (
          <>
            <Paragraph>2. Comprobación de tu móvil (IMEI y dos fotos en un espejo):</Paragraph>
            <Action href={data.evaluationUrl}>Comprobar mi móvil</Action>
          </>
        ) : null}
        <Paragraph>
          {signStep}. Firma del contrato: te enviaremos el enlace cuando el pago esté hecho.
        </Paragraph>
        <Note>Estos enlaces son personales y caducan en 7 días.</Note>
        <Note>
          Puedes consultar tu póliza en {data.customerAreaUrl} con un código que te enviaremos a este correo.
        </Note>
      </MailLayout>
    );
  },
  preview: {
    holderName: 'Lucía',
    productName: 'Móvil Top',
    policyNumber: 'AMP-2026-000123',
    firstReceipt: 1495,
    periodicity: Periodicity.MONTHLY,
    paymentUrl: 'https://amparo.example/contratacion/pago?acceso=TOKEN-DE-PAGO',
    evaluationUrl: 'https://amparo.example/peritation/1234?acceso=TOKEN-DE-PERITACION',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
