// The engine this deployment answers with: the extractive one unless a language model is
// configured (ANSWER_ENGINE=llm with LLM_BASE_URL and LLM_MODEL), in which case the extractive
// engine stays behind it for when the model cannot be reached.
import { env } from "../../env";
import type { AnswerEngine } from "./engine";
import { ExtractiveEngine } from "./extractive-engine";
import { LlmEngine } from "./llm-engine";

export function configuredEngines(): { engine: AnswerEngine; fallback?: AnswerEngine } {
  const config = env();
  const extractive = new ExtractiveEngine();
  if (config.answerEngine !== "llm") return { engine: extractive };
  const { baseUrl, apiKey, model } = config.llm;
  if (!baseUrl || !model) {
    console.warn("ANSWER_ENGINE=llm needs LLM_BASE_URL and LLM_MODEL; answering with the extractive engine");
    return { engine: extractive };
  }
  return { engine: new LlmEngine({ baseUrl, apiKey, model }), fallback: extractive };
}
