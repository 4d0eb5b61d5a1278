import { canShowWithdrawalButton } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { CUSTOMER_HOME_KEY, useCustomerHome, withdrawPolicy } from '../customer-api';
import { RequirePolicyholder } from '../require-policyholder';
import { WithdrawalAck } from './withdrawal-ack';
import { WithdrawalConfirm } from './withdrawal-confirm';

function Message({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Alert>{text}</Alert>
      <Link to={PATHS.customerArea} className="font-semibold text-brand underline">
        {t('withdrawal.back')}
      </Link>
    </div>
  );
}

function WithdrawalView({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const home = useCustomerHome();
  const queryClient = useQueryClient();
  // One key per visit of this page: a retry after a lost answer is the same withdrawal.
  const keyRef = useRef(newIdempotencyKey());
  const mutation = useMutation({
    mutationFn: () => withdrawPolicy(policyId, keyRef.current),
    // The home shows the policy cancelled, without the button, on the way back.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY }),
  });
  if (mutation.data) return <WithdrawalAck result={mutation.data} />;
  if (home.isPending) {
    return (
      <div className="flex justify-center py-16" role="status">
        <Spinner />
        <span className="sr-only">{t('loading.label')}</span>
      </div>
    );
  }
  if (home.isError) return <Message text={`${t('withdrawal.loadError')} ${home.error.message}`} />;
  const policy = home.data.policies.find((p) => p.id === policyId);
  if (!policy) return <Message text={t('withdrawal.notFound')} />;
  if (!canShowWithdrawalButton(policy, new Date())) return <Message text={t('withdrawal.notEligible')} />;
  return (
    <WithdrawalConfirm
      policy={policy}
      onConfirm={() => mutation.mutate()}
      isPending={mutation.isPending}
      error={mutation.error?.message ?? null}
    />
  );
}

/** /area-cliente/polizas/:id/desistir */
export default function WithdrawalPage() {
  const { id } = useParams();
  const policyId = Number(id);
  return (
    <RequirePolicyholder>
      {() => (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
          <WithdrawalView policyId={policyId} />
        </div>
      )}
    </RequirePolicyholder>
  );
}
