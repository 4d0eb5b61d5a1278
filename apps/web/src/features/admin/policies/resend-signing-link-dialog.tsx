import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { POLICIES_KEY } from './policies-api';
import { resendSigningLink } from './signing-api';

/** Asks before mailing the signing link again (and by SMS when ticked); the server's message is the toast. */
export function ResendSigningLinkDialog({
  policyId,
  policyNumber,
  onClose,
}: {
  policyId: number;
  policyNumber: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sms, setSms] = useState(false);
  const resend = useMutation({
    mutationFn: () => resendSigningLink(policyId, sms),
    onSuccess: async (result) => {
      // Spec 8: the server's words, or the app's 'La acción se ha realizado correctamente'.
      toast.success(result.message);
      onClose();
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <AdminDialog
      title={t('admin.signing.resendTitle')}
      description={t('admin.signing.resendBody', { number: policyNumber })}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Dialog.Close asChild>
            <Button variant="secondary">{t('admin.signing.cancel')}</Button>
          </Dialog.Close>
          <Button isLoading={resend.isPending} onClick={() => resend.mutate()}>
            {t('admin.signing.resendConfirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Checkbox checked={sms} onCheckedChange={setSms} label={t('admin.signing.resendSms')} />
        {resend.isError ? <Alert>{errorMessage(resend.error)}</Alert> : null}
      </div>
    </AdminDialog>
  );
}
