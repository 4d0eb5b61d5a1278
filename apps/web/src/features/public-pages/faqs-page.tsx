import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallYouCard } from '../../ui/call-you-card';
import { PublicPageHeader } from './public-page-header';

/**
 * /faqs: an accordion following the WAI-ARIA pattern: each question is a
 * button in a heading, with aria-expanded and aria-controls on its panel.
 */
export default function FaqsPage() {
  const { t } = useTranslation();
  const groups = t('publicPages.faqs.groups', { returnObjects: true });
  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.faqs.eyebrow')}
        title={t('publicPages.faqs.title')}
        lead={t('publicPages.faqs.lead')}
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_minmax(0,22rem)] lg:items-start">
        <div className="flex flex-col gap-10">
          {groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h2 className="text-xl font-extrabold text-ink sm:text-2xl">{group.title}</h2>
              <div className="mt-4 flex flex-col gap-3">
                {group.items.map((item) => (
                  <FaqItem key={item.q} question={item.q} answer={item.a} />
                ))}
              </div>
            </section>
          ))}
        </div>
        <CallYouCard reason="faqs" className="lg:sticky lg:top-24" />
      </div>
    </>
  );
}

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-card bg-white shadow-card ring-1 ring-line">
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={isOpen}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((open) => !open)}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-card px-5 py-3 text-left text-base font-semibold text-ink"
        >
          {question}
          <ChevronDown
            className={
              isOpen
                ? 'size-5 shrink-0 rotate-180 text-brand transition-transform'
                : 'size-5 shrink-0 text-brand transition-transform'
            }
            aria-hidden="true"
          />
        </button>
      </h3>
      <section id={`${id}-a`} aria-labelledby={`${id}-q`} hidden={!isOpen} className="px-5 pb-5">
        <p className="text-base leading-7 text-muted">{answer}</p>
      </section>
    </div>
  );
}
