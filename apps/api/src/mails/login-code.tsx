import { Code, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type LoginCodeMailData = { name: string; code: string };

/** After a lockout, the right password plus this code opens the back office (docs/security.md). */
export const loginCodeMail: MailTemplate<LoginCodeMailData> = {
  subject: () => 'Tu código para entrar en Amparo',
  render: (data) => (
    <MailLayout preview="Código para entrar en el back office" heading={`Hola, ${data.name}:`}>
      <Paragraph>
        Tu cuenta se ha bloqueado temporalmente por varios intentos fallidos. Para entrar con tu contraseña,
        escribe este código: {data.code}
      </Paragraph>
      <Code>{data.code}</Code>
      <Paragraph>Caduca en 10 minutos y sirve una sola vez.</Paragraph>
      <Note>
        Si no has intentado entrar tú, alguien conoce tu contraseña: cámbiala y avisa al administrador.
      </Note>
    </MailLayout>
  ),
  preview: { name: 'Marta', code: '305118' },
};
