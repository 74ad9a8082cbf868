import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { webDistDir } from "./paths";

export type FirstJs = { files: { name: string; gzipBytes: number }[]; totalGzipBytes: number };

/**
 * The JavaScript a first visit downloads before the sign-in form can run: the entry script of
 * the built index.html and every module it preloads (Vite lists the entry's static imports as
 * modulepreload). The login page is part of the entry, so this is the login route's first JS.
 */
export async function firstJavaScript(distDir: string = webDistDir): Promise<FirstJs> {
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) {
    urls.add(match[1]!);
  }
  const files = await Promise.all(
    [...urls].map(async (url) => ({
      name: url,
      gzipBytes: gzipSync(await readFile(join(distDir, url)), {}).length,
    })),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
