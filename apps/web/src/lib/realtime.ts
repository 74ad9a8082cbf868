import {
  authorizeChannel,
  type RealtimeChannel,
} from "@leerlijn/contracts/realtime/broadcasting.contract";
import { io, type Socket } from "socket.io-client";
import { callApi } from "./api-client";
import { sessionToken } from "./session-token";

type Listener = (event: string, payload: unknown) => void;

let socket: Socket | null = null;
const listeners = new Map<RealtimeChannel, Set<Listener>>();

/** Asks the API to put this connection on the channel; again after every reconnect. */
function authorize(channel: RealtimeChannel) {
  if (!socket?.id) return;
  void callApi(authorizeChannel, { body: { socketId: socket.id, channelName: channel } }).catch(
    () => {
      // Without the channel the page still works; it just does not update by itself.
    },
  );
}

function connection(): Socket {
  if (socket) return socket;
  socket = io({
    path: "/socket.io",
    transports: ["websocket"],
    auth: (send) => send({ token: sessionToken.get() }),
  });
  socket.on("connect", () => listeners.forEach((_set, channel) => authorize(channel)));
  socket.onAny((event: string, payload: unknown) => {
    listeners.forEach((set) => set.forEach((listener) => listener(event, payload)));
  });
  return socket;
}

/**
 * Listens on a private realtime channel (one shared websocket per page); returns the way to
 * stop. Events arrive as (event name, payload).
 */
export function listenPrivate(channel: RealtimeChannel, listener: Listener): () => void {
  const current = connection();
  let set = listeners.get(channel);
  if (!set) {
    set = new Set();
    listeners.set(channel, set);
    if (current.connected) authorize(channel);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(channel);
    if (listeners.size === 0) {
      socket?.disconnect();
      socket = null;
    }
  };
}
