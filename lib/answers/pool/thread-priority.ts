// Answer workers yield the processor to the thread that serves requests: on a busy machine the
// request thread then still starts every stream and answers every list at once, and the answers
// take what processor time is left. Linux schedules threads one by one, so a worker lowers its
// own priority through its thread id; elsewhere the call is skipped and all threads run as equals.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** Raises the nice value of the calling thread by `increment` (lower priority), where possible. */
export function lowerThreadPriority(increment: number): void {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return;
    setPriority(tid, Math.min(19, getPriority(tid) + increment));
  } catch {
    // Not Linux, or not permitted: the thread keeps its priority.
  }
}
