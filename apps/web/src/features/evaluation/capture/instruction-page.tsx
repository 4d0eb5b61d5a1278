import { ArrowLeft, ArrowRight, Camera, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchWithoutLinkToken } from '../../../api/policy-access';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { STEPS } from '../evaluation-steps';
import { BackIllustration, FrontIllustration, OverviewIllustration } from './illustrations';

export type InstructionStep = 'instructions' | 'precapture' | 'precaptureFront' | 'precaptureBack';

const ILLUSTRATIONS = {
  instructions: OverviewIllustration,
  precapture: OverviewIllustration,
  precaptureFront: FrontIllustration,
  precaptureBack: BackIllustration,
} as const;

/** Which side's 'good photo' tips a step shows, if any. */
const TIPS = {
  instructions: null,
  precapture: null,
  precaptureFront: 'front',
  precaptureBack: 'back',
} as const;

/** /evaluation/instructions, /precapture, /precapture/front and /back: what to prepare, and how a good photo looks. */
export function InstructionPage({ stepKey }: { stepKey: InstructionStep }) {
  const { t } = useTranslation();
  const search = useSearchWithoutLinkToken();
  const step = STEPS.find((candidate) => candidate.key === stepKey);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Illustration = ILLUSTRATIONS[stepKey];
  const tips = TIPS[stepKey];
  const items = t(`evaluation.${stepKey}.list`, { returnObjects: true });

  // Focus the new step's title so screen readers announce the change.
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
      <div className="grid items-center gap-5 sm:grid-cols-[1fr_14rem]">
        <div className="flex flex-col gap-2">
          <p className="text-base leading-7 text-muted">{t(`evaluation.${stepKey}.lead`)}</p>
          {/* Why the step matters, in one line: a customer who knows why takes a better photo. */}
          <p className="text-sm font-semibold text-ink">{t(`evaluation.${stepKey}.why`)}</p>
        </div>
        <div className="rounded-2xl bg-page p-3 sm:order-none">
          <Illustration />
        </div>
      </div>
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
      {tips ? <GoodPhotoTips side={tips} /> : null}
      {stepKey !== 'precapture' ? <PermissionNote /> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
        {step?.back ? (
          <Button asChild variant="secondary">
            <Link to={`${step.back}${search}`}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('nav.back')}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {step?.next ? (
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

function GoodPhotoTips({ side }: { side: 'front' | 'back' }) {
  const { t } = useTranslation();
  const tips = t(`evaluationCapture.goodPhoto.${side}`, { returnObjects: true });
  return (
    <section aria-labelledby={`good-photo-${side}`} className="rounded-xl bg-success-soft p-4">
      <h2 id={`good-photo-${side}`} className="font-bold text-ink">
        {t('evaluationCapture.goodPhoto.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2 text-sm leading-6 text-ink">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PermissionNote() {
  const { t } = useTranslation();
  return (
    <aside className="flex gap-3 rounded-xl bg-info-soft p-4 text-ink" role="note">
      <Camera className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('evaluationCapture.permissionNote.title')}</p>
        <p className="mt-1 text-sm leading-6 text-muted">{t('evaluationCapture.permissionNote.body')}</p>
      </div>
    </aside>
  );
}
