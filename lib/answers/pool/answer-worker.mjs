// The file each answer worker thread starts from. Server code is bundled by the production build,
// so a worker cannot load a bundled module; it loads the TypeScript sources instead, through the
// same loader the command line and ingestion's workers use (`tsx`), and exports the task.
import { register } from "tsx/esm/api";

register();
const { default: answerTask } = await import("./answer-task.ts");

export default answerTask;
