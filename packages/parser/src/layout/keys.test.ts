import { describe, expect, it } from 'vitest';
import { roleOfHeaderText } from './header.ts';
import { normalizeKey } from './lines.ts';

/** The general (Unicode) reading that normalizeKey's ASCII fast path must agree with. */
const unicodeKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

describe('normalizeKey', () => {
  it('lower-cases and drops everything but letters and digits', () => {
    expect(normalizeKey('Ope ning Balance')).toBe('openingbalance');
    expect(normalizeKey('Account No.: 12-34')).toBe('accountno1234');
    expect(normalizeKey('  ')).toBe('');
  });

  it('strips accents and expands compatibility forms', () => {
    expect(normalizeKey('Überweisung Straße')).toBe('uberweisungstrasse');
    expect(normalizeKey('Beløp Bokføring Łódź')).toBe('belopbokforinglodz');
    expect(normalizeKey('Opération ﬁnale')).toBe('operationfinale');
    expect(normalizeKey('Solde précédent €')).toBe('soldeprecedent');
  });

  it('gives the general reading for every ASCII character', () => {
    let all = '';
    for (let c = 0; c < 128; c++) all += String.fromCharCode(c);
    expect(normalizeKey(all)).toBe(unicodeKey(all));
    expect(normalizeKey(`${all}é`)).toBe(unicodeKey(`${all}é`));
  });
});

describe('roleOfHeaderText', () => {
  it('reads a trailing currency code or number as part of the label', () => {
    expect(roleOfHeaderText('Balance GBP')).toBe('balance');
    expect(roleOfHeaderText('Balance 2')).toBe('balance');
    expect(roleOfHeaderText('Amount (£)')).toBe('amount');
    expect(roleOfHeaderText('Betrag EUR', true)).toBe('amount');
    expect(roleOfHeaderText('GBP')).toBeNull();
  });

  it('reads qualified forms by their leading or trailing keyword, earliest role first', () => {
    expect(roleOfHeaderText('Transaction date')).toBe('date');
    expect(roleOfHeaderText('Withdrawal amount')).toBe('debit');
    expect(roleOfHeaderText('Deposit details')).toBe('credit');
    expect(roleOfHeaderText('Transaction date', true)).toBe('date');
    expect(roleOfHeaderText('Withdrawal amount', true)).toBeNull();
    expect(roleOfHeaderText('Balance brought forward')).toBeNull();
    expect(roleOfHeaderText('Your statement')).toBeNull();
  });
});
