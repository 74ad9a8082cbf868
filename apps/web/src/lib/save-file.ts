import type { DownloadedFile } from "./api-client";

/** Hands a downloaded file to the browser as if the user had clicked a download link. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the browser still needs the URL for a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
