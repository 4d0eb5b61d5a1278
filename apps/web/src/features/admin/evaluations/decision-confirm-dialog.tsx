import type { EvaluationDecision } from '@amparo/contract';
import { evaluationOutcome } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { AdminDialog } from '../components/admin-dialog';
import { DECISION_SIDES, LABEL_TONE } from './decision-labels';

type Props = {
  decision: EvaluationDecision;
  isSending: boolean;
  /** A failure other than a conflict (the page handles that one). */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last look before the customer is mailed: each side's label and comment, and what follows. */
export function DecisionConfirmDialog({ decision, isSending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const outcome = evaluationOutcome({
    frontal: { label: decision.frontal_label },
    trasera: { label: decision.trasera_label },
  });
  return (
    <AdminDialog
      onClose={onClose}
      title={t('admin.evaluations.decision.confirmTitle')}
      description={t('admin.evaluations.decision.confirmBody')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSending}>
            {t('admin.evaluations.decision.cancel')}
          </Button>
          <Button onClick={onConfirm} isLoading={isSending}>
            {t('admin.evaluations.decision.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error ? <Alert>{errorMessage(error)}</Alert> : null}
        <p className="text-base font-semibold text-ink">
          {t(`admin.evaluations.decision.outcome.${outcome}`)}
        </p>
        <dl className="flex flex-col gap-3">
          {DECISION_SIDES.map((side) => {
            const label = decision[`${side}_label`];
            const comment = label === 'Validated' ? undefined : decision[`${side}_comment`];
            return (
              <div key={side} className="flex flex-col gap-1 rounded-xl bg-page p-3">
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink">
                  {t(`admin.evaluations.decision.side.${side}`)}
                  <Badge tone={LABEL_TONE[label]}>{t(`admin.evaluations.labels.${label}`)}</Badge>
                </dt>
                <dd className="text-base text-ink">{comment || t('admin.evaluations.decision.noComment')}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </AdminDialog>
  );
}
