/** "Example Bank ••1234" (never the whole account number). */
export function accountName(a: {
  bank_name: string | null;
  account_number: string | null;
  account_type: string | null;
}): string {
  const last4 = a.account_number ? `••${a.account_number.replace(/\s/g, '').slice(-4)}` : null;
  return [a.bank_name ?? a.account_type ?? 'Account', last4].filter(Boolean).join(' ');
}
