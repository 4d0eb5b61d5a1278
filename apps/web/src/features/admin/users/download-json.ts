import { saveBlob } from '../../../api/save-blob';

/** Saves a JSON document as a file, e.g. the personal-data export (right of access, GDPR art. 15). */
export function downloadJson(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
