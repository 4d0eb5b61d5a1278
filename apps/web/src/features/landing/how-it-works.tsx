import { useTranslation } from 'react-i18next';

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
      </div>
    </section>
  );
}
