import { i18n } from '../../../i18n';

/** The file's bytes as base64 (no data: prefix), as POST /users/users-csv expects. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // The browser's own error is in English: the dialog shows our Spanish text instead.
    reader.onerror = () => reject(new Error(i18n.t('admin.users.csv.readError')));
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
