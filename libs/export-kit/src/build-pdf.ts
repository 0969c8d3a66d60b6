/**
 * The report PDF (SPEC §9): logo, 'Report Type: title', the time range, then a table with a #EBEBED header row and
 * #F1F1F1 grid lines, Helvetica 10 pt, repeated header row on every page. Page width = column widths + padding 8 +
 * margins 80 (at least A4 595 pt), height = 1.41 x width. pdf-lib is loaded on demand.
 */
import { DEFAULT_TIME_ZONE, PDF_COLORS, PDF_LIMITS, formatRangeTime, parseHexColor } from '@fleet/domain';
import type { PDFFont, PDFImage, PDFDocument, PDFPage } from 'pdf-lib';
import { defaultLogoBytes } from './default-logo';
import type { ExportValue, PdfImage, PdfModel } from './export-model';
import { defaultColumnWidth, pdfPageSize } from './pdf-layout';

/** Row height, pt. */
const ROW_H = 18;
/** Left/right cell text inset, pt. */
const CELL_PAD = 3;
/** Logo box height, pt. */
const LOGO_H = 32;

type PdfLib = typeof import('pdf-lib');

/** Column widths of a model, pt. */
export function pdfColumnWidths(model: Pick<PdfModel, 'columns'>): number[] {
  return model.columns.map((c) => c.width ?? defaultColumnWidth(c.header));
}

/** Page size for a model, pt: SPEC §9 formula with A4 (595 x 842) as the minimum. */
export function pdfPageSizeFor(model: Pick<PdfModel, 'columns'>): { width: number; height: number } {
  const { width } = pdfPageSize(pdfColumnWidths(model));
  const w = Math.max(width, PDF_LIMITS.a4.width);
  return { width: w, height: Math.max(w * PDF_LIMITS.pageHeightRatio, PDF_LIMITS.a4.height) };
}

function rgbOf(lib: PdfLib, hex: string) {
  const [r, g, b] = parseHexColor(hex);
  return lib.rgb(r / 255, g / 255, b / 255);
}

/** Replaces characters the font cannot encode (Helvetica is WinAnsi) with '?', and control characters with spaces. */
function makeSanitizer(font: PDFFont): (s: string) => string {
  const ok = new Set(font.getCharacterSet());
  return (s) => {
    let out = '';
    for (const ch of s) {
      const cp = ch.codePointAt(0)!;
      out += cp < 32 ? ' ' : ok.has(cp) ? ch : '?';
    }
    return out;
  };
}

/** Smallest font size a cell may shrink to before its text is cut, pt. */
const MIN_CELL_SIZE = 7;

/** Fits cell text in a width, pt: as is, else at a smaller size (down to 7 pt) for short values, else cut with '...'. */
function fitCell(font: PDFFont, size: number, text: string, max: number): { text: string; size: number } {
  const w = font.widthOfTextAtSize(text, size);
  if (w <= max) return { text, size };
  const shrunk = Math.floor(((size * max) / w) * 10) / 10;
  if (shrunk >= MIN_CELL_SIZE) return { text, size: shrunk };
  return { text: fitText(font, size, text, max), size };
}

/** Cuts text to fit a width with an ellipsis, pt. */
function fitText(font: PDFFont, size: number, text: string, max: number): string {
  if (font.widthOfTextAtSize(text, size) <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (font.widthOfTextAtSize(text.slice(0, mid) + '...', size) <= max) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : text.slice(0, lo) + '...';
}

function textOf(v: ExportValue): string {
  if (v === null || v === undefined) return '';
  return String(v);
}

async function loadLogo(doc: PDFDocument, logo: PdfModel['logo']): Promise<PDFImage> {
  let bytes: Uint8Array | null = null;
  if (logo instanceof Uint8Array) bytes = logo;
  else if (typeof logo === 'string' && logo !== '') {
    try {
      const res = await fetch(logo);
      if (res.ok) bytes = new Uint8Array(await res.arrayBuffer());
    } catch {
      bytes = null; // unreachable logo: the default one is used
    }
  }
  const tryEmbed = async (b: Uint8Array) =>
    b[0] === 0x89 && b[1] === 0x50 ? doc.embedPng(b) : b[0] === 0xff && b[1] === 0xd8 ? doc.embedJpg(b) : null;
  try {
    const img = bytes ? await tryEmbed(bytes) : null;
    if (img) return img;
  } catch {
    // corrupt image: fall through to the default logo
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

/** Builds the report PDF and returns its bytes. */
export async function buildPdf(model: PdfModel): Promise<Uint8Array> {
  const lib: PdfLib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  doc.setTitle(model.title);
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const clean = makeSanitizer(font);
  const size = PDF_LIMITS.fontSize;
  const { width: pageW, height: pageH } = pdfPageSizeFor(model);
  const widths = pdfColumnWidths(model);
  const tableW = widths.reduce((a, b) => a + b, 0);
  const left = PDF_LIMITS.margins / 2 + PDF_LIMITS.padding / 2;
  const top = PDF_LIMITS.margins / 2;
  const headerFill = rgbOf(lib, PDF_COLORS.headerFill);
  const grid = rgbOf(lib, PDF_COLORS.gridLine);
  const black = lib.rgb(0, 0, 0);
  const logo = await loadLogo(doc, model.logo);
  const image = model.image ? await doc.embedPng(model.image.png) : null;
  const headers = model.columns.map((c, i) => fitCell(bold, size, clean(c.header), widths[i]! - 2 * CELL_PAD));

  let page: PDFPage;
  let y = 0;
  const drawHeaderRow = () => {
    page.drawRectangle({ x: left, y: y - ROW_H, width: tableW, height: ROW_H, color: headerFill, borderColor: grid, borderWidth: 0.5 });
    let x = left;
    for (let i = 0; i < headers.length; i++) {
      const h = headers[i]!;
      page.drawText(h.text, { x: x + CELL_PAD, y: y - ROW_H + 5.5, size: h.size, font: bold, color: black });
      x += widths[i]!;
    }
    y -= ROW_H;
  };
  const newPage = (first: boolean) => {
    page = doc.addPage([pageW, pageH]);
    y = pageH - top;
    if (first) {
      const scale = LOGO_H / logo.height;
      page.drawImage(logo, { x: left, y: y - LOGO_H, width: logo.width * scale, height: LOGO_H });
      y -= LOGO_H + 18;
      page.drawText(clean(`Report Type: ${model.title}`), { x: left, y, size: size + 4, font: bold, color: black });
      y -= 16;
      if (model.timeRange) {
        const tz = model.timeZone ?? DEFAULT_TIME_ZONE;
        const range = `${formatRangeTime(model.timeRange.from, tz)} - ${formatRangeTime(model.timeRange.to, tz)}`;
        page.drawText(clean(range), { x: left, y, size, font, color: black });
        y -= 14;
      }
      y -= 8;
      // The image block is the third of the content: after the title and the time range, before the table.
      if (model.image && image) y = drawImageBlock(page, image, model.image, left, y, pageW);
    }
    if (model.table !== false) drawHeaderRow();
  };
  newPage(true);
  if (model.table === false) return doc.save();

  const bottom = PDF_LIMITS.margins / 2;
  if (model.rows.length === 0) {
    const text = 'No Data Found';
    page!.drawRectangle({ x: left, y: y - ROW_H, width: tableW, height: ROW_H, borderColor: grid, borderWidth: 0.5 });
    const tw = font.widthOfTextAtSize(text, size);
    page!.drawText(text, { x: left + (tableW - tw) / 2, y: y - ROW_H + 5.5, size, font, color: black });
  }
  for (const row of model.rows) {
    if (y - ROW_H < bottom) newPage(false);
    page!.drawRectangle({ x: left, y: y - ROW_H, width: tableW, height: ROW_H, borderColor: grid, borderWidth: 0.5 });
    let x = left;
    for (let i = 0; i < model.columns.length; i++) {
      const w = widths[i]!;
      const cell = fitCell(font, size, clean(textOf(row[model.columns[i]!.field])), w - 2 * CELL_PAD);
      if (cell.text !== '') page!.drawText(cell.text, { x: x + CELL_PAD, y: y - ROW_H + 5.5, size: cell.size, font, color: black });
      if (i > 0) page!.drawLine({ start: { x, y }, end: { x, y: y - ROW_H }, thickness: 0.5, color: grid });
      x += w;
    }
    y -= ROW_H;
  }
  return doc.save();
}
