import ExcelJS from 'exceljs';

/**
 * The rows of the first sheet of an XLSX file, header row first, each cell as text ('' for an empty one): what an
 * export's file holds, for the API's tests and the browser journeys (apps/web/e2e may import only this folder).
 */
export async function readXlsxRows(file: string | Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  if (typeof file === 'string') await workbook.xlsx.readFile(file);
  else await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return [];
  const width = sheet.columnCount;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value)));
  });
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
  }
  return String(value);
}
