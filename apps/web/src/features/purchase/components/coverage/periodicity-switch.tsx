import { Periodicity } from '@amparo/domain';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useTranslation } from 'react-i18next';

const OPTIONS = [Periodicity.MONTHLY, Periodicity.YEARLY] as const;

/** Monthly / yearly (spec 3: monthly by default), a two-option segmented control. */
export function PeriodicitySwitch({
  value,
  onChange,
}: {
  value: Periodicity;
  onChange: (value: Periodicity) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={String(value)}
      onValueChange={(next) => onChange(OPTIONS.find((option) => String(option) === next) ?? value)}
      aria-label={t('purchase.coverage.periodicity')}
      className="inline-grid grid-cols-2 rounded-full bg-page p-1 ring-1 ring-line"
    >
      {OPTIONS.map((option) => (
        <RadioGroup.Item
          key={option}
          value={String(option)}
          className="min-h-11 rounded-full px-6 text-base font-semibold aria-checked:bg-brand aria-checked:text-white aria-checked:shadow-card aria-[checked=false]:text-muted aria-[checked=false]:hover:text-ink"
        >
          {option === Periodicity.MONTHLY ? t('purchase.coverage.monthly') : t('purchase.coverage.yearly')}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
