/**
 * CSV for PostgreSQL's `COPY … WITH (FORMAT csv)`: NULL is an empty unquoted field, an empty string is `""`,
 * booleans are `t`/`f`, arrays are PostgreSQL array literals (`{1,2}`, `{"a b","c"}`) quoted as one field.
 */
export type CsvValue = string | number | boolean | null | undefined | readonly (string | number)[];

const NEEDS_QUOTES = /[",\n\r]/;

function quoted(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

function arrayLiteral(items: readonly (string | number)[]): string {
  const elements = items.map((item) => (typeof item === 'number' ? String(item) : `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${elements.join(',')}}`;
}

/** One CSV field. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`csvField: ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === 'string') return value === '' || NEEDS_QUOTES.test(value) ? quoted(value) : value;
  const literal = arrayLiteral(value);
  return NEEDS_QUOTES.test(literal) ? quoted(literal) : literal;
}

/** One CSV line, newline included. */
export function csvLine(values: readonly CsvValue[]): string {
  let line = '';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) line += ',';
    line += csvField(values[index]);
  }
  return `${line}\n`;
}
