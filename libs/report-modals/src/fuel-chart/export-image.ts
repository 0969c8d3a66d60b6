import { downloadUrl } from '@fleet/export-kit';

/** Renders an element (HTML and inline SVG) to a PNG data URL with modern-screenshot, on a white background at 2x. */
export async function elementToPng(node: HTMLElement): Promise<string> {
  const { domToPng } = await import('modern-screenshot');
  return domToPng(node, { backgroundColor: '#ffffff', scale: 2 });
}

/** Saves a data URL as a file (browser only). */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  downloadUrl(dataUrl, fileName);
}
