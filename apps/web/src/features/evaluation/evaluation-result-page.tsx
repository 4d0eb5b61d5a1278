import { AlertTriangle, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { CallYouCard } from '../../ui/call-you-card';
import { Card } from '../../ui/card';
import { StatusList } from '../../ui/status-page';

type Outcome = 'rejected' | 'breakage';

/** Result screens of spec 4: what happened, what to do next, and how to reach us. */
export function EvaluationResultPage({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const Icon = outcome === 'rejected' ? ImageOff : AlertTriangle;
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" className="flex flex-col gap-5">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-warning-soft text-warning">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t(`evaluation.${outcome}.title`)}</h1>
        <p className="text-base leading-7 text-muted">{t(`evaluation.${outcome}.lead`)}</p>
        <StatusList
          title={t(`evaluation.${outcome}.nextTitle`)}
          items={t(`evaluation.${outcome}.list`, { returnObjects: true })}
        />
        <div className="border-t border-line pt-5">
          <Button asChild variant="secondary">
            <Link to="/">{t('nav.goHome')}</Link>
          </Button>
        </div>
      </Card>
      <CallYouCard reason={`evaluation-${outcome}`} />
    </div>
  );
}
