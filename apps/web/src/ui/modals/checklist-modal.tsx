import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { type LegalDocument, LegalSections } from './legal-modal';
import { closeModal } from './modal-bus';
import { ModalFrame } from './modal-frame';

type ChecklistItem = { key: string; label: string; document?: LegalDocument };

type ChecklistModalProps = {
  title: string;
  description: string;
  items: readonly ChecklistItem[];
  error: string;
  submitLabel: string;
  note?: string;
  onAccept?: (() => void) | undefined;
};

/** Every box must be ticked before continuing (spec 5: documents must be accepted). */
function ChecklistModal({
  title,
  description,
  items,
  error,
  submitLabel,
  note,
  onAccept,
}: ChecklistModalProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const isComplete = items.every((item) => checked[item.key]);
  const showError = hasTriedSubmit && !isComplete;

  const accept = () => {
    setHasTriedSubmit(true);
    if (!isComplete) return;
    closeModal();
    onAccept?.();
  };

  return (
    <ModalFrame
      title={title}
      description={description}
      footer={<Button onClick={accept}>{submitLabel}</Button>}
    >
      <div className="flex flex-col gap-5">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col gap-2">
            <Checkbox
              checked={checked[item.key] ?? false}
              onCheckedChange={(value) => setChecked((prev) => ({ ...prev, [item.key]: value }))}
              label={item.label}
              describedBy={showError ? errorId : undefined}
              isInvalid={showError && !checked[item.key]}
            />
            {item.document ? (
              <details className="ml-9 rounded-xl bg-page px-4 py-2">
                <summary className="cursor-pointer py-1 text-sm font-semibold text-brand-strong">
                  {t('modals.acceptance.read')}
                </summary>
                <div className="py-3">
                  <LegalSections document={item.document} />
                </div>
              </details>
            ) : null}
          </div>
        ))}
        {note ? <p className="text-sm text-muted">{note}</p> : null}
        {showError ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </ModalFrame>
  );
}

export function AcceptanceModal({ onAccept }: { onAccept?: () => void }) {
  const { t } = useTranslation();
  return (
    <ChecklistModal
      title={t('modals.acceptance.title')}
      description={t('modals.acceptance.description')}
      items={[
        { key: 'terms', label: t('modals.acceptance.terms'), document: 'terms' },
        { key: 'precontractual', label: t('modals.acceptance.precontractual'), document: 'precontractual' },
        { key: 'privacy', label: t('modals.acceptance.privacy'), document: 'privacy' },
      ]}
      error={t('modals.acceptance.error')}
      submitLabel={t('modals.acceptance.submit')}
      onAccept={onAccept}
    />
  );
}

export function ConditionsAcceptanceModal({ onAccept }: { onAccept?: () => void }) {
  const { t } = useTranslation();
  return (
    <ChecklistModal
      title={t('modals.conditionsAcceptance.title')}
      description={t('modals.conditionsAcceptance.description')}
      items={[
        { key: 'invoice', label: t('modals.conditionsAcceptance.invoice') },
        { key: 'age', label: t('modals.conditionsAcceptance.age') },
      ]}
      note={t('modals.conditionsAcceptance.note')}
      error={t('modals.conditionsAcceptance.error')}
      submitLabel={t('modals.conditionsAcceptance.submit')}
      onAccept={onAccept}
    />
  );
}
