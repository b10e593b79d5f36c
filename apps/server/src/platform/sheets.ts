import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A column of the sheet: its heading and how wide it starts. */
export type SheetColumn = { header: string; width: number };

/**
 * Writes a sheet row by row into `output` (exceljs' streaming writer): each row is committed as
 * soon as it is added, so an export of any size holds only the rows not yet flushed.
 */
export function streamingSheet(output: Writable, name: string, columns: SheetColumn[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    add(values: (string | number | null)[]): void {
      sheet.addRow(values).commit();
    },
    /** Ends the sheet and the workbook; `output` ends with it. */
    async close(): Promise<void> {
      sheet.commit();
      await workbook.commit();
    },
  };
}
