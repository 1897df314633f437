/**
 * A Swedish personal identity number in BankID's form: 12 digits, YYYYMMDDNNNC, where C is the
 * Luhn digit over the 9 digits after the century and the day is +60 for a coordination number.
 */
export function isValidPersonalNumber(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const rawDay = Number(value.slice(6, 8));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return false;
  let sum = 0;
  const digits = value.slice(2);
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
