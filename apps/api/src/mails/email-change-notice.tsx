import { MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type EmailChangeNoticeMailData = { name: string; newEmail: string };

/** Sent to the old address when a change of email is asked for, before it takes effect. */
export const emailChangeNoticeMail: MailTemplate<EmailChangeNoticeMailData> = {
  subject: () => 'Se ha pedido cambiar el correo de tu cuenta de Amparo',
  render: (data) => (
    <MailLayout preview="Aviso de cambio de correo" heading={`Hola, ${data.name}:`}>
      <Paragraph>
        Se ha pedido cambiar el correo de tu cuenta de Amparo a {data.newEmail}. El cambio solo se hará cuando
        se confirme con el código que hemos enviado a esa dirección.
      </Paragraph>
      <Note>
        Si no lo has pedido tú, no hagas nada y llama a atención al cliente: mientras no se confirme, tu
        correo sigue siendo este.
      </Note>
    </MailLayout>
  ),
  preview: { name: 'Lucía', newEmail: 'lucia.nueva@example.com' },
};
