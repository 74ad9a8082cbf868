import type { BrowserContext, Page } from "playwright-core";

/** Issue 25's phone: slow 4G (150 ms round trip, 1.6 Mbit/s down) and a 4x slower CPU. */
export const phone = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export const phoneViewport = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Puts a page on the phone profile through the DevTools protocol, before it navigates. */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.latency,
    downloadThroughput: phone.downloadThroughput,
    uploadThroughput: phone.uploadThroughput,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
}

/** The median of a set of runs (the middle one of an odd count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
