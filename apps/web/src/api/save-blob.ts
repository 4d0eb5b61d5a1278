/**
 * Saves what the page already holds as a file (a downloaded PDF or CSV, an import report, a JSON
 * export). The address is revoked a moment later: some browsers read it after the click returns.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
