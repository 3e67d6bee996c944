import type { Metadata } from "next";
import { AskPage } from "@/components/ask/ask-page";

export const metadata: Metadata = { title: "Ask" };

export default function Page() {
  return <AskPage />;
}
