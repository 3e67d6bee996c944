// Runs once when the server starts. The answer workers load the sources when they start, which
// takes a few seconds; starting them here keeps that wait out of the first question's answer.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmAnswerPool } = await import("./lib/answers/pool/answer-pool");
  warmAnswerPool();
}
