import { Code, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type EmailChangeCodeMailData = { name: string; code: string };

/** Sent to the new address: the change waits for this code (docs/security.md, Identity of a policyholder). */
export const emailChangeCodeMail: MailTemplate<EmailChangeCodeMailData> = {
  subject: () => 'Confirma tu nuevo correo en Amparo',
  render: (data) => (
    <MailLayout preview="Código para confirmar tu nuevo correo" heading={`Hola, ${data.name}:`}>
      <Paragraph>
        Has pedido usar esta dirección en tu área de cliente de Amparo. Para confirmarla, escribe este código:{' '}
        {data.code}
      </Paragraph>
      <Code>{data.code}</Code>
      <Paragraph>Caduca en 10 minutos y sirve una sola vez.</Paragraph>
      <Note>Si no lo has pedido tú, ignora este correo: no cambiará nada.</Note>
    </MailLayout>
  ),
  preview: { name: 'Lucía', code: '771204' },
};
