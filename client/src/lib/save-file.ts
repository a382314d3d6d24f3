/** Saves what the page holds in memory as a file under its name (an <a download> click, then the URL is freed). */
export function saveFile(parts: BlobPart[], fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
