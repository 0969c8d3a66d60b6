import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/** Test helper: the strings drawn on a page (hex strings of Tj operators, inflated content streams). */
export function pageStrings(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents === undefined ? [] : 'asArray' in contents ? contents.asArray() : [contents];
  const out: string[] = [];
  for (const ref of streams) {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const raw = Buffer.from(stream.contents);
    const text = (filter ? inflateSync(raw) : raw).toString('latin1');
    for (const m of text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  }
  return out;
}

/** Test helper: a parsed document. */
export function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes);
}
