/**
 * A picked file (or a blob) as a data URL (`data:image/png;base64,…`), the form
 * most JSON uploads of the API take. `errorMessage` replaces the browser's own
 * error, which is in English, with the Spanish text the caller shows.
 */
export function readFileAsDataUrl(
  file: Blob,
  errorMessage = 'No se ha podido leer el archivo',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(errorMessage));
    reader.onerror = () => reject(new Error(errorMessage));
    reader.readAsDataURL(file);
  });
}

/** The same bytes as bare base64, without the `data:…;base64,` prefix. */
export async function readFileAsBase64(file: Blob, errorMessage?: string): Promise<string> {
  const url = await readFileAsDataUrl(file, errorMessage);
  return url.slice(url.indexOf(',') + 1);
}
