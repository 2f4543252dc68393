/**
 * The amount a player typed, in either decimal convention (1.234,56 or 1,234.56), or null when it is not a
 * positive amount with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  let digits = text.replace(/[\s\u00a0\u202f]/g, '').replace(/[^\d.,]/g, '');
  if (!digits) return null;
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  const decimal = lastComma > lastDot && digits.length - lastComma <= 3 ? ',' : '.';
  digits = decimal === ',' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return null;
  const amount = Number(digits);
  return amount > 0 ? amount : null;
}
