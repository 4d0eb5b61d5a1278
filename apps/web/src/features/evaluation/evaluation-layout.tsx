import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { customerAccessPath } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ExpiredLinkPage } from '../../ui/expired-link-page';
import { Spinner } from '../../ui/spinner';
import { EvaluationProgress } from './evaluation-progress';
import { getProgressStep, type ProgressStep } from './evaluation-steps';
import { EvaluationContext } from './flow/use-evaluation-context';
import { useResolveEvaluationContext } from './flow/use-resolve-evaluation-context';
import { LeaveCheckButton } from './leave-check-button';

/** The steps where photos are being taken: leaving loses them, so 'Salir' asks first. */
const PHOTO_STEPS: readonly ProgressStep[] = ['instructions', 'front', 'back', 'summary'];

/**
 * Shared /evaluation layout (spec 2): title, step indicator, then the step.
 * Opened from the booking mail (`?acceso=<token>`, taken out of the address
 * once read and kept as a session in this tab), or by a logged-in policyholder
 * from the customer area; it greets the customer with the policy and phone
 * being checked and gives every step that policy and phone (useEvaluationContext).
 */
export default function EvaluationLayout() {
  const { pathname, search } = useLocation();
  const { value, deadLink } = useResolveEvaluationContext();
  if (deadLink) return <ExpiredLinkPage callYouReason="peritacion-enlace-caducado" />;
  const step = getProgressStep(pathname);
  const onPhotoStep = value.status === 'ready' && PHOTO_STEPS.includes(step);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <EvaluationHeading policy={value.policy} isLoading={value.status === 'loading'} />
          {onPhotoStep ? <LeaveCheckButton fromMail={value.token !== null} /> : null}
        </div>
        <EvaluationProgress current={step} />
      </div>
      <EvaluationContext.Provider value={value}>
        {value.status === 'ready' ? (
          <Outlet />
        ) : value.status === 'loading' ? (
          // As tall as the window, like the lazy pages' fallback: the footer stays below the fold
          // until the step renders, instead of showing and being pushed away (layout shift).
          <div className="flex min-h-dvh justify-center py-10">
            <Spinner />
          </div>
        ) : (
          <NoAccess returnTo={`${pathname}${search}`} />
        )}
      </EvaluationContext.Provider>
    </div>
  );
}

/** Neither a mail link nor a policyholder's login with one of their policies: say how to come in. */
function NoAccess({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="flex flex-col gap-4">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-extrabold text-ink">{t('evaluationCheck.noAccess.title')}</h1>
      <p className="text-base leading-7 text-muted">{t('evaluationCheck.noAccess.body')}</p>
      <Button asChild className="self-start">
        <Link to={customerAccessPath(returnTo)}>{t('evaluationCheck.noAccess.action')}</Link>
      </Button>
    </Card>
  );
}

type HeadingPolicy = { holder_name: string; number: string; devices: string[] } | undefined;

function EvaluationHeading({ policy, isLoading }: { policy: HeadingPolicy; isLoading: boolean }) {
  const { t } = useTranslation();
  const device = policy?.devices[0];
  if (!policy || !device) {
    return (
      // While loading, as tall as the greeting's two lines below, so the steps do not move down.
      <p
        className={`text-sm font-bold tracking-wide text-brand-strong uppercase ${isLoading ? 'min-h-[2.875rem]' : ''}`}
      >
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
