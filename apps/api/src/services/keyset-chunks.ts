/**
 * Reads a large ordered result in chunks by keyset (each chunk starts after the previous one's
 * last row), one chunk ahead: the next chunk's query runs in the database while the caller turns
 * the current one into CSV, so an export takes the longer of the two, not their sum. Memory holds
 * two chunks at most, whatever the number of rows.
 */
export async function* keysetChunks<R>(
  read: (after: R | null) => PromiseLike<R[]>,
  chunk: number,
): AsyncGenerator<R[]> {
  // A Drizzle query runs each time its then() is called: call it once, now, into a real promise.
  const start = (after: R | null) =>
    new Promise<R[]>((resolve, reject) => {
      read(after).then(resolve, reject);
    });
  let pending: Promise<R[]> | null = start(null);
  while (pending) {
    const rows: R[] = await pending;
    const last = rows.at(-1);
    pending = rows.length === chunk && last !== undefined ? start(last) : null;
    // A consumer that stops early (a closed download) leaves the read ahead to finish unheard.
    pending?.catch(() => {});
    if (rows.length) yield rows;
  }
}
