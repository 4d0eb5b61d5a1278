import type { User } from '@amparo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { AdminDialog } from '../components/admin-dialog';
import { QueryError } from '../components/query-error';
import { usePartnerOptions } from '../components/use-partner-options';
import { fullName } from '../shell/user-panel';
import { type AssignmentKind, setAssignment, USERS_KEY } from './users-api';

type Assigned = Record<AssignmentKind, Set<number>>;

/** Distributors and stores a user belongs to; each tick is saved at once. */
export function UserAssignmentsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = usePartnerOptions();
  const [assigned, setAssigned] = useState<Assigned>(() => ({
    distributors: new Set(user.distributor_ids),
    stores: new Set(user.store_ids),
  }));
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const toggle = async (kind: AssignmentKind, id: number, isAssigned: boolean) => {
    setBusyKey(`${kind}-${id}`);
    try {
      await setAssignment(user.id, kind, id, isAssigned);
      setAssigned((previous) => {
        const next = new Set(previous[kind]);
        if (isAssigned) next.add(id);
        else next.delete(id);
        return { ...previous, [kind]: next };
      });
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyKey(null);
    }
  };

  const renderGroup = (kind: AssignmentKind, items: { id: number; label: string }[]) => (
    <fieldset className="flex flex-col gap-3" disabled={busyKey !== null}>
      <legend className="mb-3 text-base font-bold text-ink">{t(`admin.users.assign.${kind}`)}</legend>
      {items.map((item) => (
        <div key={item.id} className="flex items-center gap-2">
          <Checkbox
            checked={assigned[kind].has(item.id)}
            onCheckedChange={(value) => void toggle(kind, item.id, value)}
            label={item.label}
          />
          {busyKey === `${kind}-${item.id}` ? <Spinner size="sm" /> : null}
        </div>
      ))}
    </fieldset>
  );

  const data = options.data;
  return (
    <AdminDialog
      onClose={onClose}
      title={t('admin.users.assign.title', { name: fullName(user) })}
      description={t('admin.users.assign.description')}
      footer={<Button onClick={onClose}>{t('admin.users.assign.done')}</Button>}
    >
      {options.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : options.isError ? (
        <QueryError error={options.error} onRetry={() => void options.refetch()} />
      ) : data && data.distributors.length + data.stores.length === 0 ? (
        <p className="text-muted">{t('admin.users.assign.noOptions')}</p>
      ) : data ? (
        <div className="grid gap-6 sm:grid-cols-2">
          {renderGroup(
            'distributors',
            data.distributors.map((item) => ({ id: item.id, label: item.name })),
          )}
          {renderGroup(
            'stores',
            data.stores.map((item) => ({
              id: item.id,
              label: t('admin.users.assign.storeLabel', { name: item.name, code: item.code }),
            })),
          )}
        </div>
      ) : null}
    </AdminDialog>
  );
}
