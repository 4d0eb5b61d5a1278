import { Action, can, evaluationStatusName, PolicyStatus, RiskType } from '@amparo/domain';
import { Pencil, ScrollText, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ADMIN_PATHS, adminAuditPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDateTime } from '../../../ui/format';
import { Spinner } from '../../../ui/spinner';
import { BackLink } from '../components/back-link';
import { EmailText } from '../components/email-text';
import { QueryError } from '../components/query-error';
import { usePartnerOptions } from '../components/use-partner-options';
import { Facts, Section } from '../shared/section';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { AdminEditDialog } from './admin-edit-dialog';
import { CancelPolicyButton } from './cancel-policy-button';
import { EditPolicyDialog } from './edit-policy-dialog';
import { PartnerDeliveriesSection } from './partner-deliveries-section';
import { usePolicy } from './policies-api';
import { PolicyClaims } from './policy-claims';
import { PolicyDiscountsBlock } from './policy-discounts-block';
import { PolicyDunningSection } from './policy-dunning-section';
import { PolicyEndorsementsSection } from './policy-endorsements-section';
import { ReceiptsSection } from './policy-receipts';
import { PolicyRenewalSection } from './policy-renewal-section';
import { PaymentSection, RisksSection } from './policy-sections';
import { PolicySettingsSection } from './policy-settings-section';
import { PolicySigningPanel } from './policy-signing-panel';
import { PolicyStatusBadge } from './policy-status-badge';
import { PremiumCoverNotice } from './premium-cover-notice';
import { RiskCoordinates } from './risk-coordinates';
import { SendDocumentsButton } from './send-documents-button';

function PolicyDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const policy = usePolicy(id);
  const partners = usePartnerOptions(can(role, Action.PARTNERS_READ));
  const [dialog, setDialog] = useState<'edit' | 'admin' | null>(null);

  if (policy.isError) return <QueryError error={policy.error} onRetry={() => void policy.refetch()} />;
  if (!policy.data) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('admin.table.loading')}
      </p>
    );
  }
  const data = policy.data;
  const distributor = partners.data?.distributors.find((item) => item.id === data.distributor_id);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={ADMIN_PATHS.policies}>{t('admin.policy.back')}</BackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex shrink-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{data.number}</h1>
            <PolicyStatusBadge status={data.status} />
          </div>
          <p className="text-base text-muted">
            {t('admin.policy.subtitle', {
              product: data.product.name,
              date: formatDateTime(data.created_at),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {can(role, Action.POLICIES_UPDATE) ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog('edit')}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('admin.policyAdmin.edit.button')}
            </Button>
          ) : null}
          {can(role, Action.POLICIES_ADMIN) ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog('admin')}>
              <ShieldAlert className="size-4" aria-hidden="true" />
              {t('admin.policyAdmin.admin.button')}
            </Button>
          ) : null}
          <SendDocumentsButton policy={data} />
          {can(role, Action.AUDIT_READ) ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={adminAuditPath('policy', data.id)}>
                <ScrollText className="size-4" aria-hidden="true" />
                {t('admin.policy.audit')}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      <PremiumCoverNotice cover={data.premium_cover} />
      <PolicyDunningSection dunning={data.dunning} />
      <CancelPolicyButton policy={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('admin.policy.holder')}>
          <Facts
            items={[
              [t('admin.policy.name'), data.complete_name],
              [t('admin.policy.documentCode'), data.document_code],
              [t('admin.policy.email'), <EmailText key="email" email={data.email} />],
              [t('admin.policy.phone'), data.phone],
            ]}
          />
        </Section>
        <Section title={t('admin.policy.attribution')}>
          <Facts
            items={[
              [t('admin.policy.store'), data.store_name ?? t('admin.policies.direct')],
              [
                t('admin.policy.distributor'),
                distributor?.name ?? (data.distributor_id ? `#${data.distributor_id}` : null),
              ],
              [t('admin.policy.evaluation'), evaluationStatusName(data.evaluation_status)],
              // The signed contract is downloaded from "Firma del contrato" below, as a short-lived link.
              [
                t('admin.policy.signature'),
                data.status === PolicyStatus.ACTIVE_PAID_SIGNED || data.contract_link
                  ? t('admin.policy.signed')
                  : t('admin.policy.notSigned'),
              ],
            ]}
          />
        </Section>
      </div>
      <PolicyRenewalSection policy={data} />
      <PolicyEndorsementsSection policy={data} />
      {dialog === 'edit' ? <EditPolicyDialog policy={data} onClose={() => setDialog(null)} /> : null}
      {dialog === 'admin' ? <AdminEditDialog policy={data} onClose={() => setDialog(null)} /> : null}
      <RisksSection
        risks={data.policy_risks}
        extra={(risk) =>
          risk.risk_type === RiskType.MOBILE ? <RiskCoordinates policyId={data.id} riskId={risk.id} /> : null
        }
      />
      {can(role, Action.CLAIMS_READ) ? <PolicyClaims policyId={data.id} /> : null}
      <ReceiptsSection policyId={data.id} payments={data.policy_payments} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PaymentSection policy={data} />
        <PolicyDiscountsBlock policy={data} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <PolicySettingsSection policy={data} />
        <PartnerDeliveriesSection policyId={data.id} />
      </div>
      <PolicySigningPanel policy={data} />
    </div>
  );
}

/** /admin/polizas/:id */
export default function PolicyDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <RequirePermission action={Action.POLICIES_READ}>
      {Number.isInteger(id) && id > 0 ? (
        <PolicyDetailView id={id} />
      ) : (
        <Alert>{t('admin.policy.notFound')}</Alert>
      )}
    </RequirePermission>
  );
}
