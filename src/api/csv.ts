/**
 * Downloads a CSV while counting its rows against `X-Total-Count`, so the page can show how far a
 * long export has come; the file is saved once complete, under the server's name for it.
 */
export async function downloadCsv(url: string, onProgress: (done: number, total: number) => void): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const total = Number(response.headers.get('x-total-count')) || 0;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download.csv';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  // The heading row is not a record; a quoted cell with a line break in it counts once more.
  let rows = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 0x0a) rows += 1;
    onProgress(Math.min(total || Infinity, Math.max(0, rows)), total);
  }
  return { blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }), name };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, name }: { blob: Blob; name: string }) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
