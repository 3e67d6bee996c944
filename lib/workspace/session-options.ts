// The session cookie's settings, shared by route handlers, pages and the request proxy. Kept
// apart from the user store so the proxy loads no database code.
import { unsealData, type SessionOptions } from "iron-session";
import { env } from "../env";

export interface SessionData {
  username?: string;
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

/** The user name sealed in a cookie value, or null when it is missing, forged or expired. */
export async function usernameFromSeal(seal: string | undefined): Promise<string | null> {
  if (!seal) return null;
  const { password, ttl } = sessionOptions();
  const data = await unsealData<SessionData>(seal, { password, ttl }).catch(() => ({}) as SessionData);
  return data.username ?? null;
}
