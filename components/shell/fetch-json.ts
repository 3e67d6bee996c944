// The browser's calls to the workspace routes. A 401 means the session ended: go sign in and
// come back here afterwards.
export class WorkspaceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function signInAgain(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(`/sign-in?next=${encodeURIComponent(here)}`);
}

async function problem(response: Response): Promise<WorkspaceError> {
  const body = await response.json().catch(() => null);
  const detail = body?.detail;
  const message =
    typeof detail === "string"
      ? detail
      : Array.isArray(detail)
        ? detail.map((d: { msg?: string }) => d.msg).filter(Boolean).join("; ")
        : `Request failed (${response.status}).`;
  return new WorkspaceError(response.status, message || `Request failed (${response.status}).`);
}

export async function fetchWorkspace(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, credentials: "same-origin" });
  if (response.status === 401) {
    signInAgain();
    throw new WorkspaceError(401, "Your session has ended.");
  }
  if (!response.ok) throw await problem(response);
  return response;
}

export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  return (await fetchWorkspace(url, init)).json() as Promise<T>;
}

export async function fetchText(url: string, init?: RequestInit): Promise<string> {
  return (await fetchWorkspace(url, init)).text();
}
