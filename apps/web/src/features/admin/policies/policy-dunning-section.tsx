import type { PolicyDunning } from '@amparo/contract';
import { clsx } from 'clsx';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { Section } from '../shared/section';

const ICONS = { done: CheckCircle2, next: CircleDot, planned: Circle } as const;

/**
 * Where the dunning of the oldest receipt due and unpaid stands (docs/payments.md "Unpaid receipts"):
 * the card's attempts or the bank's presentations, the mail to the customer and the steps of LCS
 * art. 15, each done, next or planned with its date. Nothing when every receipt due is paid.
 */
export function PolicyDunningSection({ dunning }: { dunning: PolicyDunning | null }) {
  const { t } = useTranslation();
  if (!dunning) return null;
  return (
    <Section
      title={t('admin.dunning.title')}
      hint={t('admin.dunning.hint', { sequence: dunning.sequence, date: formatDate(dunning.due_on) })}
    >
      <ol className="flex flex-col gap-2">
        {dunning.steps.map((step) => {
          const Icon = ICONS[step.state];
          return (
            <li key={`${step.key}-${step.label}`} className="flex items-start gap-2.5">
              <Icon
                className={clsx(
                  'mt-0.5 size-4 shrink-0',
                  step.state === 'done'
                    ? 'text-success'
                    : step.state === 'next'
                      ? 'text-brand'
                      : 'text-muted',
                )}
                aria-hidden="true"
              />
              <span
                className={clsx(
                  'text-sm',
                  step.state === 'planned' ? 'text-muted' : 'text-ink',
                  step.state === 'next' && 'font-semibold',
                )}
              >
                <span className="sr-only">{t(`admin.dunning.states.${step.state}`)}: </span>
                {step.on ? `${formatDate(step.on)} · ` : ''}
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
