/** Escapes %, _ and \ so user text matches literally inside LIKE / ILIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** '%text%': contains the text. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** 'text%': starts with the text. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** The text itself, matched literally (with ILIKE: ignoring case). */
export const literalPattern = escapeLike;
