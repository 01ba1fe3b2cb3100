/**
 * Spreadsheet formula injection: a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or the
 * full-width `＝`, `＋`, `－`, `＠` some spreadsheet programs read the same way) is opened as a formula. A leading `'`
 * makes it text. One rule for every export (CSV and XLSX); numbers are never text, so a negative number stays a number.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

export const formulaSafe = (text: string) => (FORMULA_START.has(text.charAt(0)) ? `'${text}` : text);
