import type { ErrorBody } from "@leerlijn/contracts/errors";
import { API_BASE, ApiError } from "./api-client";
import { writeStarted } from "./pending-writes";
import { sessionToken } from "./session-token";

export type UploadProgress = (percent: number) => void;

type UploadRequest = {
  method: "POST" | "PUT";
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
};

/**
 * A request whose upload progress is reported (fetch cannot do that yet). Calls to our own API
 * carry the bearer token; presigned storage URLs carry only their signed headers.
 */
export function sendWithProgress({
  method,
  url,
  body,
  headers = {},
  onProgress,
  signal,
}: UploadRequest): Promise<unknown> {
  // An upload is a write: a new version of the app does not reload the page under it.
  const writeDone = writeStarted();
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const ownApi = url.startsWith(API_BASE);
    if (ownApi) {
      const token = sessionToken.get();
      if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
      xhr.setRequestHeader("accept", "application/json");
      xhr.setRequestHeader("x-page-url", window.location.href);
      xhr.setRequestHeader("x-sent-at", new Date().toISOString());
    }
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(json);
      else reject(new ApiError(xhr.status, ownApi ? (json as ErrorBody | null) : null, method));
    };
    xhr.onerror = () => reject(new ApiError(0, null, method));
    xhr.onabort = () => reject(new DOMException("Upload afgebroken", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  }).finally(writeDone);
}
