import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';

export function FaqTeaser() {
  const { t } = useTranslation();
  const items = t('landing.faq.items', { returnObjects: true });
  return (
    <section aria-labelledby="preguntas" className="flex flex-col gap-4">
      <h2 id="preguntas" className="text-3xl font-extrabold text-ink">
        {t('landing.faq.title')}
      </h2>
      <div className="flex flex-col gap-3">
        {items.map((item) => (
          <details key={item.q} className="group rounded-card bg-white px-5 shadow-card ring-1 ring-line">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-base font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown
                className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-5 text-base leading-7 text-muted">{item.a}</p>
          </details>
        ))}
      </div>
      <Link
        to={PATHS.faqs}
        className="w-fit font-semibold text-brand-strong underline-offset-4 hover:underline"
      >
        {t('landing.links.faqs')}
      </Link>
    </section>
  );
}
