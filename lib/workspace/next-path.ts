// Where to go after signing in. Only paths on this site are followed, so a crafted link cannot
// send someone elsewhere after they type their password.
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // Control characters and backslashes can be read as another host by some browsers.
  if (/[\u0000-\u001f\\]/.test(next)) return fallback;
  if (next.startsWith("/sign-in") || next.startsWith("/api/")) return fallback;
  return next;
}

export function signInPath(next: string): string {
  return next === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(next)}`;
}
