import { productTypeName } from '@amparo/domain';
import { Bike, Laptop, Layers, type LucideIcon, ShieldCheck, Smartphone, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../../ui/choice-group';
import { PRODUCT_LINES } from '../../model/product-lines';

const ICONS: Record<number, LucideIcon> = {
  1: Smartphone,
  3: Bike,
  4: ShieldCheck,
  5: Layers,
  6: Laptop,
  7: Tv,
};

export function ProductLinePicker({
  value,
  onChange,
}: {
  value: number;
  onChange: (typeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{t('purchase.device.lineLabel')}</legend>
      <ChoiceGroup
        label={t('purchase.device.lineLabel')}
        value={String(value)}
        onValueChange={(next) => onChange(Number(next))}
        className="grid-cols-2 sm:grid-cols-3"
        itemClassName="px-2.5 py-3 sm:p-4"
        // The dot shares the icon's row, so the name below can use the whole width ('Multidispositivo' at 390 px).
        contentClassName="pr-0"
        options={PRODUCT_LINES.map((line) => {
          const Icon = ICONS[line.typeId] ?? Smartphone;
          return {
            value: String(line.typeId),
            content: (
              <span className="flex flex-col gap-2">
                <Icon className="size-6 text-brand" aria-hidden="true" />
                <span className="text-sm font-semibold text-ink min-[400px]:text-base">
                  {productTypeName(line.typeId)}
                </span>
              </span>
            ),
          };
        })}
      />
    </fieldset>
  );
}
