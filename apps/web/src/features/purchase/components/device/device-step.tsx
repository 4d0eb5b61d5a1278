import type { ProductType } from '@amparo/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCatalogItem } from '../../api/catalog-api';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import { useStepForm } from '../../hooks/use-step-form';
import { productLineOf } from '../../model/product-lines';
import { deviceFromCatalog, EMPTY_DEVICE, emptyItem, type PurchaseDraft } from '../../model/purchase-draft';
import { deviceStepSchema, deviceStepValues } from '../../model/step-schemas';
import { StepActions } from '../step-actions';
import { MultiDeviceItems } from './multi-device-items';
import { ProductLinePicker } from './product-line-picker';
import { SingleDeviceFields } from './single-device-fields';

/** Step a: product line, then the device (catalog or by hand) or the household's items. */
export function DeviceStep() {
  const { t } = useTranslation();
  const { draft, setDraft, complete } = usePurchaseFlow();
  const line = productLineOf(draft.productTypeId);
  // Today is read once per visit to the step: the 3-year rule only needs the day.
  const schema = useMemo(() => deviceStepSchema(new Date()), []);
  const form = useStepForm(schema, deviceStepValues(draft));
  const [searchParams] = useSearchParams();
  const preselectId = Number(searchParams.get('modelo')) || null;
  const preselected = useCatalogItem(draft.device.brand ? null : preselectId);

  // '/destacados' links carry `?modelo=<id>`: prefill once, the customer can still change it.
  useEffect(() => {
    const item = preselected.data;
    if (item && !draft.device.brand) setDraft((d) => ({ ...d, device: deviceFromCatalog(item) }));
  }, [preselected.data, draft.device.brand, setDraft]);

  function changeLine(typeId: number) {
    setDraft((d) => ({
      ...d,
      productTypeId: typeId as ProductType,
      device: EMPTY_DEVICE,
      items: productLineOf(typeId).asksItems && d.items.length === 0 ? [emptyItem()] : d.items,
      productId: null,
    }));
  }

  const onContinue = form.handleSubmit(() => {
    const next: PurchaseDraft = line.asksItems ? { ...draft, device: EMPTY_DEVICE } : { ...draft, items: [] };
    complete('device', next);
  });

  return (
    <form noValidate onSubmit={onContinue} className="flex flex-col gap-8">
      <ProductLinePicker value={draft.productTypeId} onChange={changeLine} />
      {line.asksItems ? (
        <MultiDeviceItems errors={form.errors} />
      ) : (
        <SingleDeviceFields errors={form.errors} />
      )}
      {form.hasErrors ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('purchase.fixErrors')}
        </p>
      ) : null}
      <StepActions isSubmit />
    </form>
  );
}
