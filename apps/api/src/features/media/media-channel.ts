import type { MediaEvent } from "@leerlijn/contracts/realtime/broadcasting.contract";
import { can } from "@leerlijn/contracts/permissions";
import type { ChannelRegistry } from "../../platform/realtime/channels";
import type { RealtimePublisher } from "../../platform/realtime/realtime";
import type { Storage } from "../../platform/storage/storage";
import { presentMedia } from "./media.presenter";
import type { MediaRow } from "./media.table";

const roomOf = (companyId: string) => `company:${companyId}:media`;

/** Everyone who may see the library hears its changes, on their own company's channel. */
export function defineMediaChannel(channels: ChannelRegistry): void {
  channels.define("private-media", (actor, tenant) =>
    can(actor, "media.list") ? roomOf(tenant.id) : null,
  );
}

export async function announceMedia(
  realtime: RealtimePublisher,
  storage: Storage,
  event: MediaEvent,
  row: MediaRow,
): Promise<void> {
  realtime.publish(roomOf(row.companyId), event, await presentMedia(storage, row));
}
