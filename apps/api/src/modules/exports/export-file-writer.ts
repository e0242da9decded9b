import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFileFormat } from '@cible/core';

/** A file being written row by row (never all rows in memory). */
export interface ExportFileWriter {
  /** Writes one row (cells in column order); resolves once the writer may take more (back-pressure). */
  write(cells: readonly (string | number | null)[]): Promise<void>;
  /** Ends the file; resolves once it is on disk. */
  close(): Promise<void>;
  /** Stops without finishing (the file is left to be removed). */
  abort(): Promise<void>;
}

/** The content type of each format (the download's Content-Type). */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFileFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Opens a streamed writer of `format` at `path` with the header line `headers`:
 * - CSV with csv-stringify: `;` separated (what French spreadsheets expect), UTF-8 with a BOM (so Excel reads the
 *   accents), every line through the stream with back-pressure to the file;
 * - XLSX with exceljs's streaming WorkbookWriter (no shared strings, no styles): each row committed at once, so the
 *   workbook never holds the rows.
 */
export function openExportFileWriter(format: ExportFileFormat, path: string, headers: readonly string[]): ExportFileWriter {
  return format === 'csv' ? openCsvWriter(path, headers) : openXlsxWriter(path, headers);
}

function openCsvWriter(path: string, headers: readonly string[]): ExportFileWriter {
  const stringifier = stringify({ delimiter: ';', bom: true });
  const done = pipeline(stringifier, createWriteStream(path));
  done.catch(() => undefined);
  stringifier.write([...headers]);
  return {
    async write(cells) {
      if (!stringifier.write(cells.map((cell) => cell ?? ''))) await once(stringifier, 'drain');
    },
    async close() {
      stringifier.end();
      await done;
    },
    async abort() {
      stringifier.destroy();
      await done.catch(() => undefined);
    },
  };
}

function openXlsxWriter(path: string, headers: readonly string[]): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow([...headers]).commit();
  return {
    async write(cells) {
      sheet.addRow(cells.map((cell) => cell ?? '')).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      try {
        sheet.commit();
        await workbook.commit();
      } catch {
        // The file is removed by the caller.
      }
    },
  };
}
