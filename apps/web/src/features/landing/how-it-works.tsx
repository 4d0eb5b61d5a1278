import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';

export function HowItWorks() {
  const { t } = useTranslation();
  const steps = t('landing.steps.items', { returnObjects: true });
  return (
    <section aria-labelledby="como-funciona" className="bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="como-funciona" className="text-3xl font-extrabold text-ink">
          {t('landing.steps.title')}
        </h2>
        <p className="mt-2 text-lg text-muted">{t('landing.steps.lead')}</p>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand text-lg font-extrabold text-white">
                {index + 1}
              </span>
              <h3 className="text-lg font-bold text-ink">{step.title}</h3>
              <p className="text-base leading-7 text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <Link
            to={PATHS.howItWorks}
            className="font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            {t('landing.links.howItWorks')}
          </Link>
          <Link
            to={PATHS.multi}
            className="font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            {t('landing.links.multi')}
          </Link>
          <Link
            to={PATHS.featured}
            className="font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            {t('landing.links.featured')}
          </Link>
          <Link to={PATHS.map} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
            {t('landing.links.map')}
          </Link>
        </div>
      </div>
    </section>
  );
}
