import { describe, expect, it } from 'vitest';
import { findImeiInText } from './imei-in-text.ts';

// Luhn-valid IMEIs; 352099001761480 and 353938112345670 are the same bodies with a wrong check digit.
const A = '352099001761481';
const B = '353938112345677';

describe('findImeiInText', () => {
  it.each([
    ['a bare number', `IMEI\n${A}`, A],
    ['grouped as iOS prints it', 'IMEI 35 209900 176148 1', A],
    ['with the software version after a slash', `IMEI 1: ${A}/01`, A],
    ['dashes between groups', 'IMEI: 35-209900-176148-1', A],
    ['an unlabelled number', `Información\n${A}`, A],
    ['the slot number glued by OCR', `IMEI 1 ${A}`, A],
    ['OCR reads the I of IMEI as l', `IMEl\n${A}`, A],
    ['dual SIM, IMEI1 first', `IMEI1: ${A}/01\nIMEI2: ${B}/01`, A],
    ['dual SIM, IMEI2 printed first', `IMEI2: ${B}\nIMEI1: ${A}`, A],
    ['dual SIM as IMEI (ranura 1)', `IMEI (ranura 2) ${B}\nIMEI (ranura 1) ${A}`, A],
    [
      'iOS: EID, IMEI, MEID, IMEI2',
      `EID 89049032004008882600012345678901\nIMEI 35 209900 176148 1\nMEID 35 209900 176148\nIMEI2 35 393811 234567 7`,
      A,
    ],
    ['labels read as a column before the numbers', `IMEI2\nMEID\nIMEI\n${B}\n35209900176148\n${A}`, A],
    ['IMEI SV does not shift the labels', `IMEI SV: 01\nIMEI: ${A}`, A],
    ['an alphanumeric serial number first', `S/N: R58M12ABCDE\nIMEI ${A}`, A],
    ['look-alike letters inside the number', 'IMEI\n35 2O9900 176l48 1', A],
    ['a B for an 8 and a label read as IME', 'IME\n35 2099OO 176148 1', A],
    [
      'IMEI (ranura de SIM 1) after the second',
      `IMEI (ranura de SIM 2) ${B}\nIMEI (ranura de SIM 1) ${A}`,
      A,
    ],
    ['IMEI (SIM slot 1)', `IMEI (SIM slot 1): ${A}`, A],
    ['IMET {ranura 1) with a brace', `IMET {ranura 1)\n${A}`, A],
    ['a status bar and a title', `12:30 4G 87%\nInformación del dispositivo\nIMEI\n${A}`, A],
    ['wrapped by large text: groups on two lines under the label', 'IMEI\n35 209900\n176148 1', A],
    ['wrapped without groups', 'IMEI1\n35209900\n1761481/01\nIMEI2\n35393811\n2345677/01', A],
    ['wrapped after the label on its line', 'IMEI: 35 209900\n176148 1\nMEID 35 209900 176148', A],
    ['wrapped, as the sparse OCR layout reads it (a blank line between)', 'IMEI\n\n35 209900\n\n176148 1', A],
  ])('%s', (_name, text, expected) => {
    expect(findImeiInText(text)?.imei).toBe(expected);
  });

  it('says whether a label stood before the number', () => {
    expect(findImeiInText(`IMEI 1: ${A}`)).toEqual({ imei: A, labelled: true });
    expect(findImeiInText(`Información ${A}`)).toEqual({ imei: A, labelled: false });
  });

  it.each([
    ['nothing', ''],
    ['a wrong check digit', 'IMEI 352099001761480'],
    ['14 digits', 'IMEI 35209900176148'],
    ['16 digits in one group', 'IMEI 3520990017614810'],
    ['a MEID of 14 hex digits', 'MEID A1000012345678'],
    ['a MEID of 15 decimal digits that passes Luhn', `MEID ${A}`],
    ['a serial number of 15 digits', `Número de serie: ${A}`],
    ['a serial labelled SN', `SN ${A}`],
    ['an EID of 32 digits', 'EID 89049032004008882600012345678901'],
    ['an EID in groups of 8', 'EID 89049032 00400888 26000123 45678901'],
    ['digits glued to letters', `X${A}Y`],
    ['a serial made mostly of letters', 'IMEI RSOMBBLOSIOZT'],
    ['only the second SIM readable', `IMEI1: 352099001761480\nIMEI2: ${B}`],
    ['IMEI2 read as IMEIZ', `IMEIZ: ${B}`],
    ['IMEI2 read as IMETZ', `IMETZ: ${B}/01`],
    ['an unlabelled number after a misread first IMEI', `IMED 1: 352099 001761480\nIMFl ${B}`],
    ['a wrapped second SIM’s IMEI', 'IMEI2\n35 393811\n234567 7'],
    ['a first line joined to a next row’s number, not 15 digits', 'IMEI\n35 209900\n35 209900 176148'],
    ['lines waiting for another label (a column of labels)', 'IMEI\nMEID\n35 209900\n176148 1'],
    ['a wrapped number with a wrong check digit', 'IMEI\n35 209900\n176148 0'],
    // 352099001761481/01 with two digits lost: joined with the software version it would pass Luhn.
    ['two digits lost, then the software version after a slash', 'IMEI1\n3520990017611/01'],
    ['two digits lost, then the software version on a line of its own', 'IMEI\n35 209900 17611\n01'],
    [
      'OCR lost the EID’s and the MEID’s numbers and the IMEI2 label: the queue would pair IMEI with IMEI2’s number',
      `EID\nIMEI\n35 209900 176148 ©\nMEID\n${B}`,
    ],
  ])('none in %s', (_name, text) => {
    expect(findImeiInText(text)).toBeNull();
  });
});
