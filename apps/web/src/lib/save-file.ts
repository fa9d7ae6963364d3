/**
 * Hands a fetched file to the browser under `fileName`. A link cannot carry the bearer token, so
 * files the API guards are fetched first, then saved through an object URL.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; the URL is freed once it has started.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
