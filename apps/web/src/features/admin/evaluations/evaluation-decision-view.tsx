import type { EvaluationDetail } from '@amparo/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { formatDateTime } from '../../../ui/format';
import { Section } from '../shared/section';
import { DECISION_SIDES, LABEL_TONE } from './decision-labels';

/** A decided check, read-only: each side's label and comment, who decided and when. */
export function EvaluationDecisionView({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation();
  const date = formatDateTime(evaluation.decided_at);
  const byline = !evaluation.decided_at
    ? t('admin.evaluations.decision.notDecided')
    : evaluation.expert_name
      ? t('admin.evaluations.decision.decidedBy', { name: evaluation.expert_name, date })
      : t('admin.evaluations.decision.decidedBySystem', { date });
  return (
    <Section title={t('admin.evaluations.decision.decidedTitle')} hint={byline}>
      <dl className="flex flex-col gap-4">
        {DECISION_SIDES.map((side) => {
          const { label, comment } = evaluation[side];
          return (
            <div key={side} className="flex flex-col gap-1.5">
              <dt className="text-sm text-muted">{t(`admin.evaluations.decision.side.${side}`)}</dt>
              <dd className="flex flex-col items-start gap-1.5">
                {label ? (
                  <Badge tone={LABEL_TONE[label]}>{t(`admin.evaluations.labels.${label}`)}</Badge>
                ) : (
                  <span className="text-muted">—</span>
                )}
                <p className="text-base text-ink">{comment || t('admin.evaluations.decision.noComment')}</p>
              </dd>
            </div>
          );
        })}
      </dl>
    </Section>
  );
}
