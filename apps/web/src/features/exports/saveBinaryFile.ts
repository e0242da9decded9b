import type { BinaryFile } from '@cible/core';

/** Saves a downloaded file in the browser (a Blob behind a temporary link), under the server's name or `fallbackName`. */
export function saveBinaryFile(file: BinaryFile, fallbackName: string): void {
  const url = URL.createObjectURL(new Blob([file.content as BlobPart], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
