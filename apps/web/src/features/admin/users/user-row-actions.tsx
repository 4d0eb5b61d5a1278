import type { User } from '@amparo/contract';
import { Action, can, type Role } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Download, Eraser, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { openModal } from '../../../ui/modals/modal-bus';
import { toast } from '../../../ui/toast/toast-store';
import { IconButton } from '../components/icon-button';
import { fullName } from '../shell/user-panel';
import { downloadJson } from './download-json';
import { deleteUser, erasePersonalData, fetchPersonalData, USERS_KEY } from './users-api';

export type UserDialog = { kind: 'edit' | 'assign'; user: User };

/** Row actions, each shown only when the signed-in role may use it. */
export function UserRowActions({
  user,
  session,
  onOpen,
}: {
  user: User;
  session: { id: number; role: Role };
  onOpen: (dialog: UserDialog) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = session;
  // Nobody deletes or erases their own account from here: it would lock them out mid-session.
  const isSelf = user.id === session.id;
  const name = fullName(user);
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });

  const exportData = async () => {
    try {
      downloadJson(await fetchPersonalData(user.id), `datos-personales-usuario-${user.id}.json`);
      toast.success(t('admin.users.exported'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const erase = () =>
    openModal('confirm-delete', {
      title: t('admin.users.eraseTitle', { name }),
      description: t('admin.users.eraseBody'),
      onConfirm: async () => {
        const { message } = await erasePersonalData(user.id);
        toast.success(message);
        await refresh();
      },
    });
  const remove = () =>
    openModal('confirm-delete', {
      title: t('admin.users.deleteTitle', { name }),
      description: t('admin.users.deleteBody'),
      onConfirm: async () => {
        await deleteUser(user.id);
        toast.success(t('admin.users.deleted'));
        await refresh();
      },
    });

  return (
    <div className="flex justify-end gap-0.5">
      {can(role, Action.USERS_MANAGE) ? (
        <IconButton
          label={t('admin.users.actions.edit', { name })}
          icon={Pencil}
          onClick={() => onOpen({ kind: 'edit', user })}
        />
      ) : null}
      {can(role, Action.USERS_ASSIGN) ? (
        <IconButton
          label={t('admin.users.actions.assign', { name })}
          icon={Building2}
          onClick={() => onOpen({ kind: 'assign', user })}
        />
      ) : null}
      {can(role, Action.PERSONAL_DATA_EXPORT) ? (
        <IconButton
          label={t('admin.users.actions.exportData', { name })}
          icon={Download}
          onClick={exportData}
        />
      ) : null}
      {can(role, Action.PERSONAL_DATA_ERASE) && !isSelf ? (
        <IconButton label={t('admin.users.actions.erase', { name })} icon={Eraser} onClick={erase} isDanger />
      ) : null}
      {can(role, Action.USERS_MANAGE) && !isSelf ? (
        <IconButton
          label={t('admin.users.actions.delete', { name })}
          icon={Trash2}
          onClick={remove}
          isDanger
        />
      ) : null}
    </div>
  );
}
