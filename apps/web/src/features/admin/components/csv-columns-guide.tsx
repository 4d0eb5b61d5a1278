import { type CsvImportColumn, csvImportTemplate } from '@amparo/contract';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../api/save-blob';
import { Button } from '../../../ui/button';

const list = new Intl.ListFormat('es', { type: 'conjunction' });

/**
 * What a CSV import takes, before the file is chosen: the required and optional columns by their
 * Spanish headers, what else to know, and the template to fill in (the headers and an example row).
 */
export function CsvColumnsGuide({
  columns,
  note,
  templateName,
}: {
  columns: readonly CsvImportColumn[];
  note?: string;
  templateName: string;
}) {
  const { t } = useTranslation();
  const names = (required: boolean) =>
    list.format(columns.filter((column) => Boolean(column.required) === required).map((c) => c.header));
  const downloadTemplate = () =>
    saveBlob(new Blob([csvImportTemplate(columns)], { type: 'text/csv;charset=utf-8' }), templateName);
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-muted">
      <p>{t('admin.csvImport.columns', { required: names(true), optional: names(false) })}</p>
      <p>
        {note ? `${note} ` : ''}
        {t('admin.csvImport.columnsNote')}
      </p>
      <Button variant="secondary" size="sm" onClick={downloadTemplate}>
        <FileDown className="size-4" aria-hidden="true" />
        {t('admin.csvImport.template')}
      </Button>
    </div>
  );
}
