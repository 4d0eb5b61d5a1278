import type { CustomerPolicy } from '@amparo/contract';
import { CLAIM_DRAFT_KEEP_DAYS, claimTypesFor, madridDate, PolicyStatus } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { claimPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { CallYouCard } from '../../../ui/call-you-card';
import { Card } from '../../../ui/card';
import { useCustomerHome } from '../customer-api';
import { RequirePolicyholder } from '../require-policyholder';
import { ClaimForm } from './claim-form';
import type { ClaimFormContext, ClaimFormOutput } from './claim-form-schema';
import { BackHome, ClaimPageFrame, LoadingBlock } from './claim-page-frame';
import { declareClaim, storeClaim } from './claims-api';

const ACTIVE: readonly number[] = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];

function Refusal({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert>{text}</Alert>
      <CallYouCard reason="siniestro-no-declarable" />
      <BackHome />
    </div>
  );
}

function DeclareForm({ policy, now }: { policy: CustomerPolicy; now: Date }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const risks = policy.risks ?? [];
  // One key per visit of the form: a retry after a lost answer is the same claim.
  const keyRef = useRef(newIdempotencyKey());
  const context = useMemo<ClaimFormContext>(
    () => ({
      productTypeId: policy.product.product_type_id,
      riskTypeOf: (riskId) => risks.find((r) => r.id === riskId)?.risk_type,
      today: madridDate(now) ?? now.toISOString().slice(0, 10),
    }),
    [policy.product.product_type_id, risks, now],
  );
  const declare = async ({ risk_id, ...body }: ClaimFormOutput) => {
    const claim = await declareClaim({ policyId: policy.id, riskId: risk_id }, body, keyRef.current);
    await storeClaim(queryClient, claim);
    await navigate(claimPath(claim.id), { replace: true });
  };
  return (
    <ClaimForm
      context={context}
      risks={risks}
      defaultValues={{
        risk_id: risks.length === 1 ? String(risks[0]!.id) : '',
        claim_type_id: '',
        occurred_at: '',
        description: '',
        extra_fields: {},
      }}
      submitLabel={t('claims.form.save')}
      onSubmit={declare}
    />
  );
}

function NewClaimView({ policyId, now }: { policyId: number; now: Date }) {
  const { t } = useTranslation();
  const home = useCustomerHome();
  if (home.isPending) return <LoadingBlock />;
  if (home.isError) return <Refusal text={`${t('withdrawal.loadError')} ${home.error.message}`} />;
  const policy = home.data.policies.find((p) => p.id === policyId);
  if (!policy) return <Refusal text={t('claims.form.notFound')} />;
  if (!ACTIVE.includes(policy.status)) return <Refusal text={t('claims.form.notActive')} />;
  if (claimTypesFor(policy.product.product_type_id).length === 0)
    return <Refusal text={t('claims.form.noTypes')} />;
  if (!policy.risks?.length) return <Refusal text={t('claims.form.noRisks')} />;
  return (
    <>
      <header className="flex flex-col gap-1">
        <BackHome />
        <h1 className="mt-2 text-2xl font-extrabold text-ink sm:text-3xl">{t('claims.form.title')}</h1>
        <p className="text-sm font-semibold text-muted">
          {t('claims.form.policy', { number: policy.number, product: policy.product.name })}
        </p>
        <p className="mt-1 text-base text-muted">{t('claims.form.intro', { days: CLAIM_DRAFT_KEEP_DAYS })}</p>
      </header>
      <Card as="section">
        <DeclareForm policy={policy} now={now} />
      </Card>
    </>
  );
}

/** /area-cliente/siniestros/nuevo?poliza=<policy id> */
export default function NewClaimPage({ now }: { now?: Date }) {
  const [search] = useSearchParams();
  const policyId = Number(search.get('poliza'));
  const today = useMemo(() => now ?? new Date(), [now]);
  return (
    <RequirePolicyholder>
      {() => (
        <ClaimPageFrame narrow>
          <NewClaimView policyId={policyId} now={today} />
        </ClaimPageFrame>
      )}
    </RequirePolicyholder>
  );
}
