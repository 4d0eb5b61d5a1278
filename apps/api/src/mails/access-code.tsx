import { Code, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type AccessCodeMailData = { name: string; code: string };

/** The one-time code that opens the customer area (docs/security.md, Policyholders). */
export const accessCodeMail: MailTemplate<AccessCodeMailData> = {
  subject: () => 'Tu código de acceso a Amparo',
  render: (data) => (
    <MailLayout preview="Tu código de acceso al área de cliente" heading={`Hola, ${data.name}:`}>
      <Paragraph>Tu código de acceso al área de cliente de Amparo es: {data.code}</Paragraph>
      <Code>{data.code}</Code>
      <Paragraph>Caduca en 10 minutos y sirve una sola vez.</Paragraph>
      <Note>Si no lo has pedido tú, ignora este correo.</Note>
    </MailLayout>
  ),
  preview: { name: 'Lucía', code: '482913' },
};
