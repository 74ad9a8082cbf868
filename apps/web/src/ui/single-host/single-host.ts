import { useEffect, useId, useSyncExternalStore } from "react";

/**
 * A list of mounted instances of a component that must render once per page (Toaster,
 * ConfirmDialogHost). Rendering it in more than one place is then harmless: only the first
 * mounted instance shows anything, and the next takes over when it unmounts.
 */
export type HostRegistry = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly string[];
  add: (id: string) => void;
  remove: (id: string) => void;
};

export function createHostRegistry(): HostRegistry {
  let hosts: readonly string[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => hosts,
    add: (id) => {
      hosts = [...hosts, id];
      emit();
    },
    remove: (id) => {
      hosts = hosts.filter((host) => host !== id);
      emit();
    },
  };
}

/** True for the one instance that should render; false for any duplicates. */
export function useIsActiveHost(registry: HostRegistry): boolean {
  const id = useId();
  useEffect(() => {
    registry.add(id);
    return () => registry.remove(id);
  }, [registry, id]);
  const hosts = useSyncExternalStore(
    registry.subscribe,
    registry.getSnapshot,
    registry.getSnapshot,
  );
  return hosts[0] === id;
}
