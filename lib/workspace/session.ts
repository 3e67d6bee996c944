// The workspace session: an iron-session cookie (sealed with SESSION_SECRET) naming who signed in.
import { getIronSession } from "iron-session";
import { cookies } from "next/headers";
import { sessionOptions, type SessionData } from "./session-options";
import { userExists } from "./users";

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The signed-in user's name, or null; the session of a since-deleted user counts as none. */
export async function currentUser(): Promise<string | null> {
  const session = await getSession();
  if (!session.username) return null;
  return userExists(session.username) ? session.username : null;
}
