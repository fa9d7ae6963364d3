/** One `;`-separated record of our CSV exports, quotes undone (RFC 4180, as Excel reads it). */
export function parseCsvRecord(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const end = line.indexOf('"', i);
        value += line.slice(i, end);
        i = end + 2;
        if (line[end + 1] !== '"') break;
        value += '"';
      }
      cells.push(value);
    } else {
      const end = line.indexOf(';', i);
      cells.push(line.slice(i, end === -1 ? line.length : end));
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return cells;
}

/** The records of a CSV answer after its BOM and header, which it checks. */
export function csvRecords(raw: Buffer, header: readonly string[]): string[][] {
  if (raw.subarray(0, 3).compare(Buffer.from([0xef, 0xbb, 0xbf])) !== 0) throw new Error('BOM manquant');
  const text = raw.toString('utf8').slice(1);
  if (!text.endsWith('\r\n')) throw new Error('CRLF final manquant');
  const [head, ...lines] = text.slice(0, -2).split('\r\n');
  if (head !== header.join(';')) throw new Error(`En-tête inattendu : ${head}`);
  return lines.map(parseCsvRecord);
}
