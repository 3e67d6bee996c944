// The workspace session: an iron-session cookie (sealed with SESSION_SECRET) naming who signed in
// and the server-side session record that keeps it valid.
import "server-only";
import { getIronSession } from "iron-session";
import { cookies } from "next/headers";
import { endSession, sessionUser, startSession } from "./session-records";
import { sessionOptions, type SessionData } from "./session-options";

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The signed-in user's name, or null: no cookie, or one whose session was ended or whose user is gone. */
export async function currentUser(): Promise<string | null> {
  const session = await getSession();
  return sessionUser(session.sessionId, session.username);
}

/** Signs a user in: a new session record, named in the cookie. */
export async function signIn(username: string): Promise<void> {
  const session = await getSession();
  session.username = username;
  session.sessionId = startSession(username);
  session.signedInAt = Date.now();
  await session.save();
}

/** Signs out: the session record is deleted, so a copy of the cookie is worth nothing either. */
export async function signOut(): Promise<void> {
  const session = await getSession();
  endSession(session.sessionId);
  session.destroy();
}
