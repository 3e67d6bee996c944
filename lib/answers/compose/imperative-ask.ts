// A request put as an imperative asks what the question it stands for asks: "Give me the buyer and
// the consideration …" is "What are the buyer and the consideration …", "Tell me how …" is "How …",
// "Pull the deferred revenue line …" is "What is the deferred revenue line …". Readers of what a
// question wants (an amount, a level) read the question form, so a request is not read as wanting
// less than the same question asked with "what".

// The imperative that opens a request, with the politeness and the asker around it: "Please give me",
// "Can you tell us", "I'd like", "Quick one: pull".
const REQUEST = /^\s*(?:(?:quick\s+(?:one|question)|ok(?:ay)?|so|now)\s*[:,.!-]?\s*)?(?:(?:please|kindly)[,\s]+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:give|tell|show|send|pull|get|grab|fetch|find|provide|list|name|state|report|share|identify|quote|look\s+up|i\s+(?:need|want)|i['’]d\s+like|i\s+would\s+like)(?:\s+(?:me|us))?(?:\s+(?:with|up))?\b[,:\s]*/i;
// A request that goes on with a question word already asks in that word: "Tell me how …", "Tell me whether …".
const QUESTION_WORD = /^(?:how|why|what|which|who|whom|whose|when|where|whether|if)\b/i;

/** The question a request stands for; a question that is no request, unchanged. */
export function askedAsQuestion(question: string): string {
  const request = REQUEST.exec(question);
  if (!request) return question;
  const rest = question.slice(request[0].length);
  if (!rest.trim()) return question;
  return QUESTION_WORD.test(rest) ? rest : `What is ${rest}`;
}
