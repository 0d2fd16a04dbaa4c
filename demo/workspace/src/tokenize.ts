/** Splits one CSV row into fields, honouring double quotes. */
export function tokenize(row: string, delimiter = ','): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const char = row.charAt(i);
    if (quoted) {
      if (char === '"' && row.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}
