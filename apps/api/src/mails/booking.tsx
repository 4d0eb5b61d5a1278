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
  /** Null while the phone check is due: the payment link comes with the check's validation (evaluation-decided). */
  paymentUrl: string | null;
  /** Only when the phone check is due (spec 1). */
  evaluationUrl: string | null;
  customerAreaUrl: string;
  /** The precontractual information (IPID) goes attached as a PDF (absent in demo data). */
  hasIpid?: boolean;
};

/**
 * After a booking: what was booked and the next steps in the order they happen (spec 4): the phone
 * check first where it is due (the payment is refused until the phone is accepted), then the first
 * receipt, then the signature.
 */
export const bookingMail: MailTemplate<BookingMailData> = {
  subject: (data) => `Tu seguro ${data.productName}: solicitud ${data.policyNumber}`,
  render: (data) => {
    const check = data.evaluationUrl;
    const payStep = check ? 2 : 1;
    return (
      <MailLayout
        preview={
          check
            ? `Comprueba tu móvil para seguir con tu seguro ${data.productName}`
            : `Paga el primer recibo para activar tu seguro ${data.productName}`
        }
        heading={`Hola, ${data.holderName}:`}
      >
        <Paragraph>
          Hemos registrado tu solicitud del seguro {data.productName} con el número {data.policyNumber}.
        </Paragraph>
        <Paragraph>
          Primer recibo: {formatEuro(data.firstReceipt)} (
          {data.periodicity === Periodicity.MONTHLY ? 'pago mensual' : 'pago anual'}).
        </Paragraph>
        {check ? (
          <>
            <Paragraph>1. Comprobación de tu móvil (IMEI y dos fotos en un espejo):</Paragraph>
            <Action href={check}>Comprobar mi móvil</Action>
          </>
        ) : null}
        {check || !data.paymentUrl ? (
          // No payment link yet: the server refuses the payment until the phone is accepted, and
          // the mail that says it was accepted carries the link (evaluation-decided).
          <Paragraph>
            {payStep}. Pago del primer recibo: te enviaremos el enlace en cuanto hayamos validado tu móvil.
          </Paragraph>
        ) : (
          <>
            <Paragraph>{payStep}. Pago del primer recibo:</Paragraph>
            <Action href={data.paymentUrl}>Pagar el primer recibo</Action>
          </>
        )}
        <Paragraph>
          {payStep + 1}. Firma del contrato: te enviaremos el enlace cuando el pago esté hecho.
        </Paragraph>
        {data.hasIpid ? (
          <Paragraph>
            Te adjuntamos la información previa del seguro (IPID) en PDF: guárdala, forma parte de tu
            contrato. También la tienes en tu área de cliente.
          </Paragraph>
        ) : null}
        <Note>Este enlace es personal y caduca en 7 días.</Note>
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
    paymentUrl: null,
    evaluationUrl: 'https://amparo.example/peritation/1234?acceso=TOKEN-DE-PERITACION',
    customerAreaUrl: 'https://amparo.example/area-cliente',
    hasIpid: true,
  },
};
