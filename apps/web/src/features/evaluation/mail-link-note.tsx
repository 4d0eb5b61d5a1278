import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Steps that need the camera or the server open from the customer's mail link;
 * this web skeleton does not pretend to capture or send anything.
 */
export function MailLinkNote() {
  const { t } = useTranslation();
  return (
    <aside className="flex gap-3 rounded-xl bg-warning-soft p-4 text-ink ring-1 ring-[#fedf89]" role="note">
      <Mail className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('evaluation.mailLinkNote.title')}</p>
        <p className="mt-1 text-sm leading-6 text-muted">{t('evaluation.mailLinkNote.body')}</p>
      </div>
    </aside>
  );
}
