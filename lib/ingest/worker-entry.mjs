// Worker threads start from plain JavaScript: this entry teaches the worker to load the
// TypeScript sources (the same way the command line runs them), then loads the real worker.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
