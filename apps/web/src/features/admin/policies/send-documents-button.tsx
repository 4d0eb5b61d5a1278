import { Action, can, PolicyStatus } from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { useStaffSession } from '../shell/use-staff-session';

type Props = { policy: { id: number; status: number; email: string } };

/**
 * "Reenviar documentación": the IPID and the contract again, attached to one
 * mail (POST /policies/{id}/mail). Not offered on a draft: it has no contract yet.
 */
export function SendDocumentsButton({ policy }: Props) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const [isOpen, setIsOpen] = useState(false);
  const send = useMutation({
    mutationFn: () => callApi('sendPolicyDocuments', { params: { id: policy.id }, body: {} }),
    onSuccess: (result) => {
      toast.success(result.message);
      setIsOpen(false);
    },
  });
  if (!can(role, Action.POLICIES_UPDATE) || policy.status === PolicyStatus.DRAFT) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        <Send className="size-4" aria-hidden="true" />
        {t('admin.policyMail.send')}
      </Button>
      {isOpen ? (
        <AdminDialog
          title={t('admin.policyMail.title')}
          description={t('admin.policyMail.body', { email: policy.email })}
          size="sm"
          onClose={() => {
            send.reset();
            setIsOpen(false);
          }}
          footer={
            <>
              <Dialog.Close asChild>
                <Button variant="secondary">{t('admin.policyMail.cancel')}</Button>
              </Dialog.Close>
              <Button isLoading={send.isPending} onClick={() => send.mutate()}>
                {t('admin.policyMail.confirm')}
              </Button>
            </>
          }
        >
          {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
        </AdminDialog>
      ) : null}
    </>
  );
}
