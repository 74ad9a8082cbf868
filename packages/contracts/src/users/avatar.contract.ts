import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { currentUserSchema } from "./current-user.schema";

/** A profile picture is sent as one file in the `avatar` part, JPG or PNG, at most this big. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Stored square, this many pixels each side: enough for the profile page on a sharp screen. */
export const AVATAR_SIZE = 256;

export const uploadAvatar = defineContract({
  method: "POST",
  path: "/users/me/avatar",
  summary: "Sets the signed-in user's profile picture (JPG or PNG, cropped square)",
  tag: "users",
  permission: "profile.preferences",
  multipart: true,
  response: envelope(currentUserSchema),
});

export const removeAvatar = defineContract({
  method: "DELETE",
  path: "/users/me/avatar",
  summary: "Removes the signed-in user's profile picture",
  tag: "users",
  permission: "profile.preferences",
  response: envelope(currentUserSchema),
});
