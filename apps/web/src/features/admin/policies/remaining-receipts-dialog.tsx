import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { createRemainingReceipts, POLICIES_KEY } from './policies-api';

/** Asks before making the receipts the policy still owes; says how many were made, or none. */
export function RemainingReceiptsDialog({ policyId, onClose }: { policyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createRemainingReceipts(policyId),
    onSuccess: async ({ data }) => {
      toast.success(
        data.length === 0
          ? t('admin.receipts.remainingNone')
          : t('admin.receipts.remainingCreated', { count: data.length }),
      );
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      onClose();
    },
  });
  return (
    <AdminDialog
      title={t('admin.receipts.remainingTitle')}
      description={t('admin.receipts.remainingBody')}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Dialog.Close asChild>
            <Button variant="secondary">{t('admin.receipts.cancel')}</Button>
          </Dialog.Close>
          <Button isLoading={create.isPending} onClick={() => create.mutate()}>
            {t('admin.receipts.remainingConfirm')}
          </Button>
        </>
      }
    >
      {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
    </AdminDialog>
  );
}
