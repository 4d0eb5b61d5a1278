import type { EvaluationDetail } from '@amparo/contract';
import { Action, can, EvaluationStatus, evaluationStatusName, PHOTO_RETRIES } from '@amparo/domain';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_PATHS, adminPolicyPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Badge, type BadgeTone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { BackLink } from '../components/back-link';
import { QueryError } from '../components/query-error';
import { Section } from '../shared/section';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { EvaluationDecisionForm } from './evaluation-decision-form';
import { EvaluationDecisionView } from './evaluation-decision-view';
import { FactsSection, FindingsSection, ImeiSection } from './evaluation-facts';
import { EvaluationPhotos } from './evaluation-photos';
import { useEvaluation } from './evaluations-api';

const STATUS_TONE: Partial<Record<number, BadgeTone>> = {
  [EvaluationStatus.PENDING]: 'warning',
  [EvaluationStatus.VALIDATED]: 'success',
  [EvaluationStatus.REJECTED]: 'danger',
};

function Header({ evaluation }: { evaluation: EvaluationDetail }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
            {t('admin.evaluations.detail.title')}{' '}
            <span className="whitespace-nowrap">{evaluation.policy_number}</span>
          </h1>
          <Badge tone={STATUS_TONE[evaluation.status] ?? 'neutral'}>
            {evaluationStatusName(evaluation.status)}
          </Badge>
        </div>
        <p className="text-base text-muted">
          {t('admin.evaluations.detail.subtitle', {
            device: evaluation.device,
            holder: evaluation.holder_name,
            attempt: evaluation.attempt,
            max: PHOTO_RETRIES,
          })}
        </p>
      </div>
      <Button asChild variant="secondary" size="sm">
        <Link to={adminPolicyPath(evaluation.policy_id)}>
          <FileText className="size-4" aria-hidden="true" />
          {t('admin.evaluations.detail.policy')}
        </Link>
      </Button>
    </header>
  );
}

function DecisionArea({ evaluation, onConflict }: { evaluation: EvaluationDetail; onConflict: () => void }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  if (evaluation.status !== EvaluationStatus.PENDING)
    return <EvaluationDecisionView evaluation={evaluation} />;
  if (can(role, Action.EVALUATIONS_DECIDE))
    return <EvaluationDecisionForm evaluation={evaluation} onConflict={onConflict} />;
  return (
    <Section title={t('admin.evaluations.decision.title')}>
      <p className="text-base text-muted">{t('admin.evaluations.decision.readOnly')}</p>
    </Section>
  );
}

function EvaluationView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useEvaluation(id);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('admin.table.loading')}
      </p>
    );
  }
  const evaluation = query.data;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={ADMIN_PATHS.evaluations}>{t('admin.evaluations.detail.back')}</BackLink>
      <Header evaluation={evaluation} />
      <FindingsSection evaluation={evaluation} />
      <EvaluationPhotos photos={evaluation.photos} />
      {/* On phones the decision comes right after the IMEI; from 1024 px it sits beside it. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ImeiSection evaluation={evaluation} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* Keyed by status: a reload after a conflict swaps the form for the decision taken. */}
          <DecisionArea
            key={evaluation.status}
            evaluation={evaluation}
            onConflict={() => void query.refetch()}
          />
        </div>
        <FactsSection evaluation={evaluation} />
      </div>
    </div>
  );
}

/** /admin/peritaciones/:id */
export default function EvaluationDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <RequirePermission action={Action.EVALUATIONS_READ}>
      {Number.isInteger(id) && id > 0 ? (
        <EvaluationView id={id} />
      ) : (
        <Alert>{t('admin.evaluations.detail.notFound')}</Alert>
      )}
    </RequirePermission>
  );
}
