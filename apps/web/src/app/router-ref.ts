import type { createBrowserRouter } from "react-router";

type AppRouter = ReturnType<typeof createBrowserRouter>;

let current: AppRouter | null = null;

/** Loaders and the failure policy need the router, which is created after them. */
export function setAppRouter(router: AppRouter): void {
  current = router;
}

export function appRouter(): AppRouter | null {
  return current;
}
