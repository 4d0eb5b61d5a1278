/**
 * The insurer's legal text printed at the end of every policy contract, as
 * seeded in the settings (`insurer_legal_text`); staff replace it in the back
 * office. The contract falls back to it if the setting is missing.
 */
export const DEFAULT_INSURER_LEGAL_TEXT =
  'Amparo Seguros, S.A., con domicilio social en Madrid, es la entidad aseguradora de este contrato, sometida al control de la Dirección General de Seguros y Fondos de Pensiones. El contrato se rige por la Ley 50/1980, de 8 de octubre, de Contrato de Seguro, y por la Ley 20/2015, de ordenación, supervisión y solvencia de las entidades aseguradoras. Las quejas y reclamaciones pueden presentarse ante el Servicio de Atención al Cliente de la aseguradora y, después, ante el Servicio de Reclamaciones de la Dirección General de Seguros y Fondos de Pensiones. Los datos personales se tratan según el Reglamento (UE) 2016/679 para gestionar el contrato; puedes ejercer tus derechos escribiendo a la aseguradora.';
