import { useCallback, useSyncExternalStore } from "react";

// Apart from the dialog, so that deciding where someone lands does not load the dialog's code.

/** Spec §2 and §9: desktop tools need at least 1024 px width and landscape. */
export const MIN_DESKTOP_WIDTH = 1024;
export const SCREEN_TOO_SMALL_QUERY = "(max-width: 1023.98px), (orientation: portrait)";

/** Whether a media query matches now; follows changes (resizing, rotating). False without matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** The same check, once, outside React (where someone lands after signing in). */
export function isScreenTooSmall(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia(SCREEN_TOO_SMALL_QUERY).matches
  );
}

/** True when the viewport is narrower than 1024 px or in portrait orientation. */
export function useScreenTooSmall(): boolean {
  return useMediaQuery(SCREEN_TOO_SMALL_QUERY);
}
