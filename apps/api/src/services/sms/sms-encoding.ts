// How an SMS travels: in the GSM 03.38 alphabet (7 bits, 160 characters, 153 per part once
// concatenated) when every character is in it, else in UCS-2 (70, 67 per part). Spanish needs care:
// ñ, é, ü, ¿ and ¡ are GSM, but á, í, ó and ú are not, so "código" travels as UCS-2.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Each takes two of the 160: the escape and the character. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = { ucs2: boolean; units: number; parts: number };

/** The alphabet a text needs, its length in that alphabet's units, and how many parts it costs. */
export function smsEncoding(text: string): SmsEncoding {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else return ucs2(text);
  }
  return { ucs2: false, units, parts: units <= 160 ? 1 : Math.ceil(units / 153) };
}

function ucs2(text: string): SmsEncoding {
  // UTF-16 code units: an emoji takes two.
  const units = text.length;
  return { ucs2: true, units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
