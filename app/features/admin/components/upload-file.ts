import { useState } from "react";

/** What the upload routes answer. */
export interface UploadedFile {
  key: string;
  url?: string;
  size: number;
  mime: string;
  /** For a chapter's audio or video: what the server read from the file. */
  media?: { durationSeconds: number | null; title: string | null; trackNumber: number | null };
}

/** What the whole-audiobook upload answers: the chapters the file became. */
export interface AddedChapters {
  chapters: { title: string; chapterNumber: number; duration: number }[];
}

/**
 * Sends one file as the raw request body (the server streams it to storage)
 * and reports progress from 0 to 100. Rejects with the server's reason.
 */
export function uploadFile(url: string, file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  return sendFile<UploadedFile>(url, file, onProgress, (body) => typeof body?.key === "string");
}

/** A whole audiobook's upload (sent like any file), answered with the chapters it became. */
export function uploadWholeBook(url: string, file: File, onProgress?: (percent: number) => void) {
  return sendFile<AddedChapters>(url, file, onProgress, (body) => Array.isArray(body?.chapters));
}

function sendFile<T>(
  url: string,
  file: File,
  onProgress: ((percent: number) => void) | undefined,
  /** Whether a successful answer has the shape the caller expects. */
  isAnswer: (body: Record<string, unknown> | null) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as Record<string, unknown> | null;
      if (xhr.status >= 200 && xhr.status < 300 && isAnswer(body)) resolve(body as T);
      else reject(new Error(typeof body?.error === "string" ? body.error : `The server answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error("The connection was lost"));
    xhr.send(file);
  });
}

/**
 * A file input's upload: its progress (null when none runs) and the
 * server's refusal, and `upload(file)`, which answers what the route
 * stored, or null when it failed (the error is then shown).
 */
export function useUpload(route: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File | undefined): Promise<UploadedFile | null> {
    if (!file) return null;
    setError(null);
    setProgress(0);
    try {
      const query = `${route.includes("?") ? "&" : "?"}name=${encodeURIComponent(file.name)}`;
      return await uploadFile(`${route}${query}`, file, setProgress);
    } catch (failure) {
      setError((failure as Error).message);
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { progress, error, upload };
}
