import { QueryClient } from "@tanstack/react-query";
import { WorkspaceError } from "./fetch-json";

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalog changes only when filings are ingested; a minute of reuse is safe.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 422) will not get better by asking again.
        retry: (count, error) => !(error instanceof WorkspaceError && error.status < 500) && count < 2,
      },
    },
  });
}
