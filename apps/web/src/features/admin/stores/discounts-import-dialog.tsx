import { csvImportMaxMb, DISCOUNT_IMPORT_COLUMNS, type StorePriv } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { AdminDialog } from '../components/admin-dialog';
import { CsvColumnsGuide } from '../components/csv-columns-guide';
import { CsvFileField } from '../components/csv-file-field';
import { CsvImportReport } from '../components/csv-import-report';
import { importStoreDiscounts } from './network-stores-api';

const FORM_ID = 'discounts-import-form';

/** 'Importar descuentos (CSV)' of one store: the file, then the per-row report the API answers at once. */
export function DiscountsImportDialog({ store, onClose }: { store: StorePriv; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (selected: File) => importStoreDiscounts(store.id, selected, t('admin.network.readError')),
  });
  const report = mutation.data;
  const createdAny = (report?.created ?? 0) > 0;
  useEffect(() => {
    if (createdAny) void queryClient.invalidateQueries({ queryKey: ['admin', 'discounts'] });
  }, [createdAny, queryClient]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('admin.network.fileRequired'));
      return;
    }
    mutation.mutate(file);
  };
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={t('admin.networkStores.discounts.title')}
      description={t('admin.networkStores.discounts.description', { name: store.name })}
      footer={
        report ? (
          <>
            <Button variant="secondary" onClick={() => mutation.reset()}>
              {t('admin.network.again')}
            </Button>
            <Button onClick={onClose}>{t('nav.close')}</Button>
          </>
        ) : (
          <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
            {t('admin.network.submit')}
          </Button>
        )
      }
    >
      {report ? (
        <CsvImportReport
          report={{ ok: report.created, failed: report.failed, errors: report.errors }}
          columns={DISCOUNT_IMPORT_COLUMNS}
          okText={t('admin.networkStores.discounts.ok', { count: report.created })}
          fileName={`informe-descuentos-${store.code}.csv`}
        />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
          <CsvColumnsGuide
            columns={DISCOUNT_IMPORT_COLUMNS}
            note={t('admin.networkStores.discounts.columnsNote')}
            templateName="plantilla-descuentos.csv"
          />
          <CsvFileField
            error={fileError}
            maxMb={csvImportMaxMb('discounts')}
            onChange={(selected) => {
              setFile(selected);
              setFileError(undefined);
            }}
          />
        </form>
      )}
    </AdminDialog>
  );
}
