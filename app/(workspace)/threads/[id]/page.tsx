import type { Metadata } from "next";
import { ThreadPage } from "@/components/threads/thread-page";

export const metadata: Metadata = { title: "Thread" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ThreadPage id={id} />;
}
