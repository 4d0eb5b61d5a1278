/** A parsed input as columns to write: a field left out of the request is left out of the write. */
export const definedColumns = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
