import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

/** The step's main action, full width on phones. */
export function StepActions({
  onContinue,
  label,
  isLoading = false,
  isDisabled = false,
  isSubmit = false,
}: {
  /** Not needed when the button submits its form (`isSubmit`). */
  onContinue?: () => void;
  isSubmit?: boolean;
  label?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
      <Button
        size="lg"
        type={isSubmit ? 'submit' : 'button'}
        onClick={onContinue}
        isLoading={isLoading}
        disabled={isDisabled}
        className="sm:min-w-56"
      >
        {label ?? t('purchase.continue')}
        {isLoading ? null : <ArrowRight className="size-5" aria-hidden="true" />}
      </Button>
    </div>
  );
}
