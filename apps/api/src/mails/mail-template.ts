import type { ReactElement } from 'react';

/**
 * One mail: its subject and body from typed data, and sample data that the
 * template test renders as a preview. Texts are Spanish; the HTML and the
 * plain-text part are both made from the one body (see render-mail.ts).
 */
export type MailTemplate<Data> = {
  subject: (data: Data) => string;
  render: (data: Data) => ReactElement;
  preview: Data;
};
