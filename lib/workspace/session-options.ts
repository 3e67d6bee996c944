// The session cookie's settings and its unsealing, shared by route handlers, pages and the request
// proxy. Whether the session it names is still live is session-records.ts's question.
import "server-only";
import { unsealData, type SessionOptions } from "iron-session";
import { env } from "../env";

export interface SessionData {
  username?: string;
  /** The server-side session this cookie belongs to (session-records.ts). */
  sessionId?: string;
  signedInAt?: number;
}

export const SESSION_COOKIE = "footnote_session";

export function sessionOptions(): SessionOptions {
  const config = env();
  return {
    cookieName: SESSION_COOKIE,
    password: config.sessionSecret,
    ttl: config.sessionTtlSeconds,
    cookieOptions: {
      httpOnly: true,
      sameSite: "lax",
      // Browsers drop Secure cookies on plain http (other than localhost); follow the public URL.
      secure: config.publicBaseUrl.startsWith("https:"),
      path: "/",
    },
  };
}

/** What a cookie value seals; empty when it is missing, forged or expired. */
export async function unsealSession(seal: string | undefined): Promise<SessionData> {
  if (!seal) return {};
  const { password, ttl } = sessionOptions();
  return unsealData<SessionData>(seal, { password, ttl }).catch(() => ({}) as SessionData);
}
