import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import {
  listEnrollmentBlocks,
  listEnrollmentSections,
} from "@leerlijn/contracts/enrollments/walk-through.contract";
import { getEnrollment } from "@leerlijn/contracts/enrollments/enrollments.contract";
import type { getCurrentCompany } from "@leerlijn/contracts/companies/companies.contract";
import {
  currentCompanyEndpoint,
  currentUserEndpoint,
} from "@leerlijn/contracts/first-visit-endpoints";
import type { getCurrentUser } from "@leerlijn/contracts/users/profile.contract";
import { API_BASE, ApiError, callApi, callEndpoint } from "../../../lib/api-client";

/*
 * An enrollment made available offline: what the walk-through reads (the enrollment, its
 * sections and each section's blocks) and the media files its blocks show, in one Cache Storage
 * cache per enrollment on the device. The data is kept under its own API address, so a read that
 * fails for want of a connection finds it there; the service worker answers the media addresses
 * from the same cache (see vite.config.ts).
 */

const CACHE_PREFIX = "offline-enrollment-";
const cacheName = (enrollmentId: string) => CACHE_PREFIX + enrollmentId;
const metaKey = (enrollmentId: string) => `${API_BASE}/enrollments/${enrollmentId}/offline-copy`;

export const enrollmentAddress = (id: string) => `${API_BASE}/enrollments/${id}`;
export const sectionsAddress = (id: string) => `${API_BASE}/enrollments/${id}/sections`;
export const blocksAddress = (id: string, sectionId: string) =>
  `${API_BASE}/enrollments/${id}/sections/${sectionId}/blocks`;

export type OfflineCopyInfo = { bytes: number; savedAt: string };

/** Whether this device can keep a copy at all (Cache Storage needs a secure origin). */
export const canKeepOffline = () => typeof caches !== "undefined";

/**
 * A timed test needs a connection: its clock runs on the server, and the server refuses an
 * answer that arrives after it ran out.
 */
export const mayKeepOffline = (enrollment: Enrollment) =>
  enrollment.settings.timeLimitMinutes === null && !enrollment.isPreview;

const jsonResponse = (data: unknown) =>
  new Response(JSON.stringify(data), { headers: { "content-type": "application/json" } });

/**
 * Stores everything the walk-through of the enrollment reads, replacing an earlier copy, and
 * returns the space it takes. Media files are stored as the walk-through shows them (a video in
 * its one transcoded size, at most 720 lines high).
 */
export async function saveOfflineCopy(enrollmentId: string): Promise<OfflineCopyInfo> {
  // What the app needs to open at all when the page is loaded without a connection, kept by the
  // service worker as it passes (vite.config.ts): this host's company with its logo (the header
  // showed it from the browser's memory, so the worker may never have seen it pass) and the
  // signed-in person.
  const company = (await callEndpoint<typeof getCurrentCompany>(currentCompanyEndpoint, {})).data;
  for (const logo of [company.logo.light, company.logo.dark])
    if (logo) await fetch(logo).catch(() => undefined);
  await callEndpoint<typeof getCurrentUser>(currentUserEndpoint, {});
  const params = { enrollmentId };
  const enrollment = (await callApi(getEnrollment, { params })).data;
  const sections = (await callApi(listEnrollmentSections, { params })).data;
  const entries: [string, Response][] = [
    [enrollmentAddress(enrollmentId), jsonResponse(enrollment)],
    [sectionsAddress(enrollmentId), jsonResponse(sections)],
  ];
  const mediaAddresses = new Set<string>();
  for (const section of sections.filter((candidate) => candidate.isAccessible)) {
    const blocks = (
      await callApi(listEnrollmentBlocks, { params: { enrollmentId, sectionId: section.id } })
    ).data;
    entries.push([blocksAddress(enrollmentId, section.id), jsonResponse(blocks)]);
    for (const { media } of blocks) {
      if (media?.url) mediaAddresses.add(media.url);
      if (media?.thumb) mediaAddresses.add(media.thumb);
    }
  }
  for (const address of mediaAddresses) {
    // From the server, not the browser's cache: an S3 file the page showed earlier is cached
    // without the CORS headers (an <img> asks without Origin, and S3 then sends none), and
    // that answer would be unreadable here.
    const response = await fetch(address, { cache: "no-store" });
    if (!response.ok) throw new ApiError(response.status, null, "GET");
    entries.push([address, response]);
  }
  await caches.delete(cacheName(enrollmentId));
  const cache = await caches.open(cacheName(enrollmentId));
  let bytes = 0;
  for (const [address, response] of entries) {
    const body = await response.blob();
    bytes += body.size;
    await cache.put(address, new Response(body, { headers: response.headers }));
  }
  const info = { bytes, savedAt: new Date().toISOString() };
  await cache.put(metaKey(enrollmentId), jsonResponse(info));
  return info;
}

/** The copy's size and time, or null when the enrollment has none on this device. */
export async function offlineCopyInfo(enrollmentId: string): Promise<OfflineCopyInfo | null> {
  if (!canKeepOffline() || !(await caches.has(cacheName(enrollmentId)))) return null;
  const cache = await caches.open(cacheName(enrollmentId));
  const stored = await cache.match(metaKey(enrollmentId));
  return stored ? ((await stored.json()) as OfflineCopyInfo) : null;
}

export async function removeOfflineCopy(enrollmentId: string): Promise<void> {
  await caches.delete(cacheName(enrollmentId));
}

/** What the copy holds under an address, or undefined. */
export async function readOfflineCopy<T>(
  enrollmentId: string,
  address: string,
): Promise<T | undefined> {
  if (!canKeepOffline() || !(await caches.has(cacheName(enrollmentId)))) return undefined;
  const stored = await (await caches.open(cacheName(enrollmentId))).match(address);
  return stored ? ((await stored.json()) as T) : undefined;
}

/**
 * A walk-through read of an enrollment with a copy on the device: fresh data refreshes the copy
 * (so it holds the progress made online), and a read that fails for want of a connection is
 * answered from it. A refusal of the server (an ApiError) stays a refusal.
 */
export async function readThroughCopy<T>(
  enrollmentId: string,
  address: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    const data = await load();
    if (canKeepOffline() && (await caches.has(cacheName(enrollmentId))))
      await (await caches.open(cacheName(enrollmentId))).put(address, jsonResponse(data));
    return data;
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === "AbortError"))
      throw error;
    const kept = await readOfflineCopy<T>(enrollmentId, address);
    if (kept === undefined) throw error;
    return kept;
  }
}
