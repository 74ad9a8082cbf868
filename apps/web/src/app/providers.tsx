import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { installApiFailurePolicy } from "./api-failure-policy";
import { createAppRouter } from "./router";

export function App() {
  const [{ queryClient, router }] = useState(() => {
    const client = createQueryClient();
    installApiFailurePolicy(client);
    return { queryClient: client, router: createAppRouter(client) };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
