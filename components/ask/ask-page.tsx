"use client";
// The ask page: a new thread, or the one in progress. Once the first question has made the
// thread, the address becomes the thread's own, so a reload or a shared link finds it.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ThreadLayout } from "@/components/threads/thread-layout";
import { useAsk } from "./ask-context";
import { AskView } from "./ask-view";

export function AskPage() {
  const { thread } = useAsk();
  const router = useRouter();
  useEffect(() => {
    if (thread.id) router.replace(`/threads/${thread.id}`, { scroll: false });
  }, [thread.id, router]);
  return (
    <ThreadLayout currentId={null} header={<h1 className="text-lg font-semibold">Ask</h1>}>
      <AskView layout="page" />
    </ThreadLayout>
  );
}
