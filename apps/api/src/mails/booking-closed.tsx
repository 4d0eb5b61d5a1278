import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type BookingClosedMailData = {
  holderName: string;
  productName: string;
  policyNumber: string;
  /** The booking's day, 'DD/MM/YYYY'. */
  bookedOn: string;
  days: number;
  /** Where to book again. */
  bookUrl: string | null;
};

/** A booking whose first receipt stayed unpaid is closed (LCS art. 15): it never covered anything. */
export const bookingClosedMail: MailTemplate<BookingClosedMailData> = {
  subject: (data) => `Hemos cerrado tu solicitud ${data.policyNumber} sin pagar`,
  render: (data) => (
    <MailLayout preview="No te cobraremos nada" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Tu solicitud del seguro {data.productName} ({data.policyNumber}), del {data.bookedOn}, lleva{' '}
        {data.days} días sin el pago del primer recibo, así que la hemos cerrado. Nunca llegó a cubrirte y no
        te cobraremos nada.
      </Paragraph>
      <Paragraph>
        Si aún quieres asegurar tu dispositivo, puedes contratarlo de nuevo en unos minutos.
      </Paragraph>
      {data.bookUrl ? <Action href={data.bookUrl}>Contratar de nuevo</Action> : null}
      <Note>Si crees que es un error, responde a este correo y lo revisamos.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    productName: 'Móvil Intermedio',
    policyNumber: 'AMP-2026-000123',
    bookedOn: '01/12/2026',
    days: 30,
    bookUrl: 'https://amparo.example/contratacion',
  },
};
