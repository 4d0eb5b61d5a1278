import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { ModalFrame } from './modal-frame';

export type LegalDocument = 'terms' | 'privacy';

/** Body of a legal summary (terms, privacy; the IPID is the domain's: precontractual-modal.tsx). */
export function LegalSections({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const sections = t(`legal.${document}.sections`, { returnObjects: true });
  return (
    <div className="flex flex-col gap-5">
      <p className="text-base text-muted">{t(`legal.${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h3 className="text-base font-bold text-ink">{section.heading}</h3>
          <p className="mt-1 text-base leading-7 text-ink">{section.body}</p>
        </section>
      ))}
    </div>
  );
}

export function LegalModal({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      title={t(`legal.${document}.title`)}
      size="lg"
      footer={
        <Dialog.Close asChild>
          <Button>{t('nav.close')}</Button>
        </Dialog.Close>
      }
    >
      <LegalSections document={document} />
    </ModalFrame>
  );
}
