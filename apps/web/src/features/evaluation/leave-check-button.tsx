import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { openModal } from '../../ui/modals/modal-bus';

/**
 * 'Salir' on the photo steps (spec 2's confirm-cancel-process modal): the photos taken are lost,
 * the IMEI is kept, so the customer confirms before leaving. A policyholder who came from the
 * customer area goes back there; one who came from the mail goes home, and the same mail link
 * starts the photos again.
 */
export function LeaveCheckButton({ fromMail }: { fromMail: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = () =>
    openModal('confirm-cancel-process', {
      onConfirm: () => navigate(fromMail ? PATHS.home : PATHS.customerArea),
    });
  return (
    <Button variant="ghost" size="sm" className="shrink-0" onClick={leave}>
      <X className="size-4" aria-hidden="true" />
      {t('evaluation.leave')}
    </Button>
  );
}
