// Every workspace page needs a signed-in user. The request proxy redirects most visitors before
// they get here (keeping where they were going); this check also covers a session whose user
// has since been deleted.
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { currentUser } from "@/lib/workspace/session";

export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const username = await currentUser();
  if (!username) redirect("/sign-in");
  return <WorkspaceShell username={username}>{children}</WorkspaceShell>;
}
