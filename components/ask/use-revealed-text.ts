"use client";
// The answer arrives as fragments of a few words, often faster than anyone reads; shown as it
// arrives it would land in one piece. This reveals it group of words by group of words at a
// reading pace, catching up quickly when far behind, and shows a finished answer whole.
import { useEffect, useState } from "react";

const STEP_MS = 35;
const WORDS_PER_STEP = 3;
/** Never more than this many steps behind: a long answer speeds up rather than keep one waiting. */
const MAX_STEPS_BEHIND = 40;

function nextGroup(rest: string): number {
  const match = new RegExp(`^(?:\\s*\\S+){1,${WORDS_PER_STEP}}\\s*`).exec(rest);
  return match ? match[0].length : rest.length;
}

/** How much of `content` to show; `animate` is false for answers that were already complete. */
export function useRevealedText(content: string, animate: boolean): { text: string; revealing: boolean } {
  const [shown, setShown] = useState(animate ? 0 : content.length);
  const end = animate ? Math.min(shown, content.length) : content.length;
  useEffect(() => {
    if (!animate || shown >= content.length) return;
    const timer = setTimeout(() => {
      const rest = content.slice(shown);
      setShown(shown + Math.max(nextGroup(rest), Math.ceil(rest.length / MAX_STEPS_BEHIND)));
    }, STEP_MS);
    return () => clearTimeout(timer);
  }, [animate, shown, content]);
  return { text: content.slice(0, end), revealing: end < content.length };
}
