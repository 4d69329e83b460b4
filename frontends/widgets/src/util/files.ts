/** 5 MB, the server's limit for uploaded images (decisions.md section 2). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Saves a downloaded blob under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file's content as a `data:` URL, for a preview before it is uploaded. */
export function fileToDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
