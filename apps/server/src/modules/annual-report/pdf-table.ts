/** A column of a PDF table: its heading, its share of the page's width, how its cells align. */
export type PdfColumn = { title: string; width: number; align?: 'left' | 'right' };

const ROW_PADDING = 3;
const LINE_COLOR = '#c8c8c8';
const HEAD_FILL = '#eef1f5';
const TOTAL_FILL = '#f6f6f6';

/**
 * Draws a table from the cursor down, one line per row (a cell too long for its column ends in
 * an ellipsis rather than wrapping), repeating the heading on each new page. `widths` are
 * fractions of the text width and sum to 1.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  fonts: { regular: string; bold: string },
  columns: readonly PdfColumn[],
  rows: readonly string[][],
  options: { fontSize: number; totalRow?: string[]; emptyText: string },
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const rowHeight = options.fontSize * 1.5 + ROW_PADDING;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  function line(cells: readonly string[], style: 'head' | 'body' | 'total'): void {
    if (doc.y + rowHeight > bottom()) {
      doc.addPage();
      if (style !== 'head')
        line(
          columns.map((column) => column.title),
          'head',
        );
    }
    const top = doc.y;
    if (style !== 'body') {
      doc
        .rect(left, top, width, rowHeight)
        .fill(style === 'head' ? HEAD_FILL : TOTAL_FILL)
        .fillColor('black');
    }
    doc.font(style === 'body' ? fonts.regular : fonts.bold).fontSize(options.fontSize);
    let x = left;
    columns.forEach((column, index) => {
      const cellWidth = column.width * width;
      doc.text(cells[index] ?? '', x + 2, top + ROW_PADDING, {
        width: cellWidth - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: rowHeight,
      });
      x += cellWidth;
    });
    doc
      .moveTo(left, top + rowHeight)
      .lineTo(left + width, top + rowHeight)
      .lineWidth(0.5)
      .strokeColor(LINE_COLOR)
      .stroke();
    doc.x = left;
    doc.y = top + rowHeight;
  }

  line(
    columns.map((column) => column.title),
    'head',
  );
  if (rows.length === 0) {
    doc.font(fonts.regular).fontSize(options.fontSize);
    line([options.emptyText], 'body');
  }
  for (const row of rows) line(row, 'body');
  if (options.totalRow) line(options.totalRow, 'total');
  doc.y += options.fontSize;
}
