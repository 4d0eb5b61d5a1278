import type { ImeiPendingItem } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import { FileText, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PATHS, adminPolicyPath } from '../../../navigation/paths';
import { formatDateTime } from '../../../ui/format';
import { Spinner } from '../../../ui/spinner';
import { BackLink } from '../components/back-link';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { ImeiAttemptsList } from './imei-attempts-list';
import { useImeiQueue } from './imei-queue-api';
import { StaffImeiForm } from './staff-imei-form';

const contactLink = 'inline-flex items-center gap-1.5 font-semibold text-brand-strong hover:underline';

function PendingPhone({ item, canSave }: { item: ImeiPendingItem; canSave: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={`${item.holder_name} · ${item.device}`}
      className="grid gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6 lg:grid-cols-2"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 className="text-lg font-bold text-ink">{item.holder_name}</h2>
          <p className="text-base text-ink">{item.device}</p>
          <p className="text-sm text-muted">
            {t('admin.evaluations.imeiQueue.waitingSince', { date: formatDateTime(item.waiting_since) })}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          {item.phone ? (
            <a href={`tel:+34${item.phone}`} className={contactLink}>
              <Phone className="size-4" aria-hidden="true" />
              {t('admin.evaluations.imeiQueue.call', { phone: item.phone })}
            </a>
          ) : null}
          <a href={`mailto:${item.email}`} className={`${contactLink} break-all`}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {t('admin.evaluations.imeiQueue.write', { email: item.email })}
          </a>
          <Link to={adminPolicyPath(item.policy_id)} className={contactLink}>
            <FileText className="size-4" aria-hidden="true" />
            {t('admin.evaluations.imeiQueue.policy', { number: item.policy_number })}
          </Link>
        </div>
        {canSave ? (
          <StaffImeiForm item={item} />
        ) : (
          <p className="text-sm text-muted">{t('admin.evaluations.imeiQueue.readOnly')}</p>
        )}
      </div>
      <section aria-label={t('admin.evaluations.imeiQueue.attempts')} className="flex flex-col gap-2">
        <h3 className="font-bold text-ink">{t('admin.evaluations.imeiQueue.attempts')}</h3>
        <ImeiAttemptsList attempts={item.attempts} holder={item.holder_name} />
      </section>
    </article>
  );
}

function ImeiQueue() {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const queue = useImeiQueue();
  const canSave = can(role, Action.POLICIES_UPDATE);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={ADMIN_PATHS.evaluations}>{t('admin.evaluations.imeiQueue.back')}</BackLink>
      <PageHeader
        title={t('admin.evaluations.imeiQueue.title')}
        description={t('admin.evaluations.imeiQueue.description')}
      />
      {queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : queue.data.data.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-base text-muted ring-1 ring-line">
          {t('admin.evaluations.imeiQueue.empty')}
        </p>
      ) : (
        queue.data.data.map((item) => <PendingPhone key={item.risk_id} item={item} canSave={canSave} />)
      )}
    </div>
  );
}

/** /admin/peritaciones/imei */
export default function ImeiQueuePage() {
  return (
    <RequirePermission action={Action.EVALUATIONS_READ}>
      <ImeiQueue />
    </RequirePermission>
  );
}
