/** Renders an element (HTML and inline SVG) to a PNG data URL with modern-screenshot, on a white background at 2x. */
export async function elementToPng(node: HTMLElement): Promise<string> {
  const { domToPng } = await import('modern-screenshot');
  return domToPng(node, { backgroundColor: '#ffffff', scale: 2 });
}

/** Saves a data URL as a file through a temporary anchor click (browser only). */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
