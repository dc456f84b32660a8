// Numbers as people read them ("2,000"), without the Intl machinery: a page's first
// toLocaleString() call loads the browser's locale data, 20-80 ms of main thread on a phone,
// for a comma every three digits.

/** A whole number with thousands separators: 12345 -> "12,345". */
export function withThousands(n: number): string {
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
