import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { openModal } from '../../ui/modals/modal-bus';
import { STEPS, type StepConfig, type StepKey } from './evaluation-steps';
import { MailLinkNote } from './mail-link-note';

function findStep(key: StepKey): StepConfig {
  const step = STEPS.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`Unknown evaluation step: ${key}`);
  return step;
}

/** One evaluation step: title, instructions, and back/next keeping the deep-link query. */
export function StepPage({ stepKey }: { stepKey: StepKey }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const step = findStep(stepKey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = t(`evaluation.${stepKey}.list`, { returnObjects: true });

  // Move focus to the new step's title so screen readers announce the change.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby={`step-${stepKey}`}>
      <h1
        id={`step-${stepKey}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-ink outline-none sm:text-3xl"
      >
        {t(`evaluation.${stepKey}.title`)}
      </h1>
      <p className="text-base leading-7 text-muted">{t(`evaluation.${stepKey}.lead`)}</p>
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={item} className="flex gap-3 text-base leading-7 text-ink">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong">
              {index + 1}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ol>
      {step.needsMailLink ? <MailLinkNote /> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
        {step.back ? (
          <Button asChild variant="secondary">
            <Link to={`${step.back}${search}`}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('nav.back')}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {stepKey === 'imeiRepeated' ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => openModal('contact', { reason: 'imei-repeated' })}>
              {t('nav.callMe')}
            </Button>
            <Button asChild>
              <Link to={`${PATHS.evaluation}${search}`}>{t('evaluation.imeiRepeated.retry')}</Link>
            </Button>
          </div>
        ) : null}
        {step.next ? (
          <Button asChild>
            <Link to={`${step.next}${search}`}>
              {t('nav.next')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
