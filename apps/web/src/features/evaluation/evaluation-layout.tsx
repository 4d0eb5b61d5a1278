import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isDeadLink, useLinkCredential, usePolicyAccess } from '../../api/policy-access';
import { ExpiredLinkPage } from '../../ui/expired-link-page';
import { EvaluationProgress } from './evaluation-progress';
import { getProgressStep } from './evaluation-steps';

/**
 * Shared /evaluation layout (spec 2): title, step indicator, then the step.
 * Opened from the booking mail (`?acceso=<token>`, taken out of the address
 * once read and kept as a session in this tab), it greets the customer with
 * the policy and phone being checked.
 */
export default function EvaluationLayout() {
  const { pathname } = useLocation();
  const access = usePolicyAccess('evaluation', useLinkCredential('evaluation'));
  if (access.isError && isDeadLink(access.error)) {
    return <ExpiredLinkPage callYouReason="peritacion-enlace-caducado" />;
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4">
        <EvaluationHeading policy={access.data?.policy} isLoading={access.isLoading} />
        <EvaluationProgress current={getProgressStep(pathname)} />
      </div>
      <Outlet />
    </div>
  );
}

type HeadingPolicy = { holder_name: string; number: string; devices: string[] } | undefined;

function EvaluationHeading({ policy, isLoading }: { policy: HeadingPolicy; isLoading: boolean }) {
  const { t } = useTranslation();
  const device = policy?.devices[0];
  if (!policy || !device) {
    return (
      <p className="text-sm font-bold tracking-wide text-brand-strong uppercase">
        {t('evaluation.title')}
        {isLoading ? <span className="sr-only"> {t('evaluation.loadingPolicy')}</span> : null}
      </p>
    );
  }
  return (
    <div>
      <p className="text-base font-semibold text-ink">
        {t('evaluation.greeting', { name: policy.holder_name })}
      </p>
      <p className="mt-0.5 text-sm font-bold text-brand-strong">
        {t('evaluation.titleFor', { device, number: policy.number })}
      </p>
    </div>
  );
}
