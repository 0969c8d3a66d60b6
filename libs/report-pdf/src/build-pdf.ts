/**
 * The report PDF (SPEC §9): logo, 'Report Type: title', the time range and the zone of its times, then a table with a
 * #EBEBED header row and #F1F1F1 grid lines, Helvetica 10 pt, the header row repeated on every page, a Total row when
 * the model has totals, and 'Page N of M' at the foot of every page. Columns are as wide as their measured text
 * (pdf-columns.ts) and long values wrap in their cell (the row grows). Page width = column widths + padding 8 +
 * margins 80 (at least A4 595 pt), height = 1.41 x width. pdf-lib is loaded on demand.
 */
import { DEFAULT_TIME_ZONE, PDF_COLORS, PDF_LIMITS, exportZoneText, formatRangeTime, parseHexColor } from '@fleet/domain';
import type { PDFDocument, PDFFont, PDFImage, PDFName, PDFPage } from 'pdf-lib';
import { defaultLogoBytes } from './default-logo';
import type { ExportRow, PdfImage, PdfModel } from './export-model';
import { CELL_PAD_PT, measureColumnWidths, pageSizeForWidths } from './pdf-columns';
import { cellText, layoutCell, makeSanitizer, type BreakTextIntoLines, type CellLayout } from './pdf-text';

/** Height of a one-line row, pt. */
const ROW_H = 18;
/** Each further line of a wrapped cell, pt. */
const LINE_H = 12;
/** Baseline of a row's first line below its top, pt. */
const FIRST_BASELINE = 12.5;
/** Logo box height, pt. */
const LOGO_H = 32;
/** Label of the Total row. */
export const PDF_TOTAL_LABEL = 'Total';

type PdfLib = typeof import('pdf-lib');

/** Helvetica's widths without a document (the standard font metrics ship with pdf-lib). */
async function standardFonts(): Promise<{ font: PDFFont; bold: PDFFont }> {
  const lib: PdfLib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  return { font: await doc.embedFont(lib.StandardFonts.Helvetica), bold: await doc.embedFont(lib.StandardFonts.HelveticaBold) };
}

/** Column widths of a model, pt: given widths as they are, the others from their measured text. */
export async function pdfColumnWidths(model: Pick<PdfModel, 'columns' | 'rows' | 'totals'>): Promise<number[]> {
  const { font, bold } = await standardFonts();
  return measureColumnWidths(model.columns, model.rows, { font, bold, size: PDF_LIMITS.fontSize }, model.totals, makeSanitizer(font.getCharacterSet()));
}

/** Page size for a model, pt: SPEC §9 formula over its column widths with A4 (595 x 842) as the minimum. */
export async function pdfPageSizeFor(model: Pick<PdfModel, 'columns' | 'rows' | 'totals'>): Promise<{ width: number; height: number }> {
  return pageSizeForWidths(await pdfColumnWidths(model));
}

/** A colour's red, green and blue in [0, 1]. */
function rgbParts(hex: string): [number, number, number] {
  const [r, g, b] = parseHexColor(hex);
  return [r / 255, g / 255, b / 255];
}

function rgbOf(lib: PdfLib, hex: string) {
  return lib.rgb(...rgbParts(hex));
}

async function embedLogo(doc: PDFDocument, logo: PdfModel['logo']): Promise<PDFImage> {
  const bytes = logo ?? null;
  try {
    const img = bytes && bytes[0] === 0x89 && bytes[1] === 0x50 ? await doc.embedPng(bytes) : bytes && bytes[0] === 0xff && bytes[1] === 0xd8 ? await doc.embedJpg(bytes) : null;
    if (img) return img;
  } catch {
    // a corrupt image: the default logo below
  }
  return doc.embedPng(defaultLogoBytes());
}

/** Draws an image block below `y` (its width capped to the page, its height in proportion); returns the y below it. */
function drawImageBlock(page: PDFPage, png: PDFImage, image: PdfImage, left: number, y: number, pageW: number): number {
  const [ml, mt, mr, mb] = image.margins;
  const width = Math.min(image.width, pageW - left - ml - mr);
  const height = (png.height / png.width) * width;
  page.drawImage(png, { x: left + ml, y: y - mt - height, width, height });
  return y - mt - height - mb;
}

/** What a long build reports and obeys. */
export interface BuildPdfOptions {
  /** Called every PDF_PROGRESS_ROWS rows drawn (and once at the end) with the rows drawn and the rows in all. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the build between rows: it rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Rows drawn between two progress reports. */
export const PDF_PROGRESS_ROWS = 500;

/** Builds the report PDF and returns its bytes. */
export async function buildPdf(model: PdfModel, options: BuildPdfOptions = {}): Promise<Uint8Array> {
  const { onProgress, signal } = options;
  signal?.throwIfAborted();
  const lib: PdfLib = await import('pdf-lib');
  const breakLines: BreakTextIntoLines = lib.breakTextIntoLines;
  const doc = await lib.PDFDocument.create();
  doc.setTitle(model.title);
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const clean = makeSanitizer(font.getCharacterSet());
  const size = PDF_LIMITS.fontSize;
  const totals = model.totals ?? {};
  const hasTotals = model.columns.some((c) => totals[c.field] !== undefined && totals[c.field] !== null);
  const widths = measureColumnWidths(model.columns, model.rows, { font, bold, size }, hasTotals ? totals : {}, clean);
  const { width: pageW, height: pageH } = pageSizeForWidths(widths);
  const tableW = widths.reduce((a, b) => a + b, 0);
  const left = PDF_LIMITS.margins / 2 + PDF_LIMITS.padding / 2;
  const top = PDF_LIMITS.margins / 2;
  const bottom = PDF_LIMITS.margins / 2;
  const grid = rgbOf(lib, PDF_COLORS.gridLine);
  const black = lib.rgb(0, 0, 0);
  const logo = await embedLogo(doc, model.logo);
  const image = model.image ? await doc.embedPng(model.image.png) : null;
  const lines = (text: string, i: number, f: PDFFont) => layoutCell(clean(text), f, size, widths[i]! - 2 * CELL_PAD_PT, breakLines);
  const headerLines = model.columns.map((c, i) => lines(c.header, i, bold));

  let page!: PDFPage;
  let y = 0;
  // The table is written as raw content operators (one text object per row, one grid path per page): a 45,000-row
  // report is ~1,000 pages, and pdf-lib's drawText/drawLine per cell cost several times more.
  let fontKeys = new Map<PDFFont, PDFName>();
  /** The y of every row boundary drawn on the current page, top first (the grid is stroked once per page). */
  let rowEdges: number[] = [];
  const [gr, gg, gb] = rgbParts(PDF_COLORS.gridLine);
  const [hr, hg, hb] = rgbParts(PDF_COLORS.headerFill);
  const columnXs = widths.reduce<number[]>((xs, w) => [...xs, xs[xs.length - 1]! + w], [left]);
  /** Strokes the page's table grid: a line under every row and at every column edge, from the table's top down. */
  const strokeGrid = () => {
    if (rowEdges.length < 2) return;
    const topY = rowEdges[0]!;
    const bottomY = rowEdges[rowEdges.length - 1]!;
    const ops = [lib.pushGraphicsState(), lib.setStrokingRgbColor(gr, gg, gb), lib.setLineWidth(0.5)];
    for (const edge of rowEdges) ops.push(lib.moveTo(left, edge), lib.lineTo(left + tableW, edge));
    for (const x of columnXs) ops.push(lib.moveTo(x, topY), lib.lineTo(x, bottomY));
    ops.push(lib.stroke(), lib.popGraphicsState());
    page.pushOperators(...ops);
    rowEdges = [];
  };
  const rowHeight = (cells: CellLayout[]) => ROW_H + (Math.max(1, ...cells.map((c) => c.lines.length)) - 1) * LINE_H;
  /** Draws one table row of wrapped cells (header, data or Total) at y and moves y below it. */
  const drawRow = (cells: CellLayout[], f: PDFFont, filled: boolean) => {
    const h = rowHeight(cells);
    if (rowEdges.length === 0) rowEdges.push(y);
    const ops = [];
    if (filled) ops.push(lib.pushGraphicsState(), lib.setFillingRgbColor(hr, hg, hb), lib.rectangle(left, y - h, tableW, h), lib.fill(), lib.popGraphicsState());
    const key = fontKeys.get(f)!;
    ops.push(lib.beginText(), lib.setFillingGrayscaleColor(0));
    let current = 0;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      for (let k = 0; k < cell.lines.length; k++) {
        const text = cell.lines[k]!;
        if (text === '') continue;
        if (cell.size !== current) {
          ops.push(lib.setFontAndSize(key, cell.size));
          current = cell.size;
        }
        ops.push(lib.setTextMatrix(1, 0, 0, 1, columnXs[i]! + CELL_PAD_PT, y - FIRST_BASELINE - k * LINE_H), lib.showText(f.encodeText(text)));
      }
    }
    ops.push(lib.endText());
    page.pushOperators(...ops);
    y -= h;
    rowEdges.push(y);
  };
  const newPage = (first: boolean) => {
    if (!first) strokeGrid();
    page = doc.addPage([pageW, pageH]);
    fontKeys = new Map([font, bold].map((f) => [f, page.node.newFontDictionary(f.name, f.ref)]));
    y = pageH - top;
    if (first) {
      const scale = LOGO_H / logo.height;
      page.drawImage(logo, { x: left, y: y - LOGO_H, width: logo.width * scale, height: LOGO_H });
      y -= LOGO_H + 18;
      page.drawText(clean(`Report Type: ${model.title}`), { x: left, y, size: size + 4, font: bold, color: black });
      y -= 16;
      const tz = model.timeZone ?? DEFAULT_TIME_ZONE;
      if (model.timeRange) {
        const range = `${formatRangeTime(model.timeRange.from, tz)} - ${formatRangeTime(model.timeRange.to, tz)}`;
        page.drawText(clean(range), { x: left, y, size, font, color: black });
        y -= 14;
      }
      // Exports name the zone of their times (One clock).
      page.drawText(clean(exportZoneText(tz, model.timeRange?.from)), { x: left, y, size, font, color: black });
      y -= 14;
      y -= 8;
      // The image block is the third of the content: after the title and the time range, before the table.
      if (model.image && image) y = drawImageBlock(page, image, model.image, left, y, pageW);
    }
    if (model.table !== false) drawRow(headerLines, bold, true);
  };
  newPage(true);

  if (model.table !== false) {
    if (model.rows.length === 0) {
      const text = 'No Data Found';
      page.drawRectangle({ x: left, y: y - ROW_H, width: tableW, height: ROW_H, borderColor: grid, borderWidth: 0.5 });
      const tw = font.widthOfTextAtSize(text, size);
      page.drawText(text, { x: left + (tableW - tw) / 2, y: y - FIRST_BASELINE, size, font, color: black });
      y -= ROW_H;
    }
    const place = (cells: CellLayout[], f: PDFFont, filled = false) => {
      if (y - rowHeight(cells) < bottom) newPage(false);
      drawRow(cells, f, filled);
    };
    const total = model.rows.length;
    for (let r = 0; r < total; r++) {
      const row = model.rows[r]!;
      place(model.columns.map((c, i) => lines(cellText(row[c.field]), i, font)), font);
      if ((r + 1) % PDF_PROGRESS_ROWS === 0) {
        signal?.throwIfAborted();
        onProgress?.(r + 1, total);
      }
    }
    if (hasTotals && model.rows.length > 0) place(totalCells(model, totals, (text, i) => lines(text, i, bold)), bold, true);
  }

  // 'Page N of M' once every page exists, bottom right.
  strokeGrid();
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = `Page ${i + 1} of ${pages.length}`;
    p.drawText(text, { x: pageW - left - font.widthOfTextAtSize(text, size - 1), y: bottom / 2, size: size - 1, font, color: black });
  });
  signal?.throwIfAborted();
  const bytes = await doc.save();
  onProgress?.(model.rows.length, model.rows.length);
  return bytes;
}

/** The Total row's cells: the totals under their columns, 'Total' in the first column without one. */
function totalCells(model: PdfModel, totals: ExportRow, wrap: (text: string, i: number) => CellLayout): CellLayout[] {
  const labelAt = model.columns.findIndex((c) => totals[c.field] === undefined || totals[c.field] === null);
  return model.columns.map((c, i) => wrap(i === labelAt ? PDF_TOTAL_LABEL : cellText(totals[c.field]), i));
}
