// A small pool of worker threads that each process one task at a time. Ingestion is CPU-bound
// (PDF parsing), so one worker per core keeps both cores busy while the main thread writes.
import { Worker } from "node:worker_threads";

interface Pending<R> {
  resolve: (value: R) => void;
  reject: (error: Error) => void;
}

export class WorkerPool<T, R> {
  private readonly idle: Worker[] = [];
  private readonly waiting: { task: T; transfer: ArrayBuffer[]; pending: Pending<R> }[] = [];
  private readonly running = new Map<Worker, Pending<R>>();
  private readonly workers: Worker[] = [];

  constructor(file: URL, size: number, workerData: unknown) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(file, { workerData });
      worker.on("message", (msg: { ok: true; value: R } | { ok: false; error: string }) => {
        const pending = this.running.get(worker);
        this.running.delete(worker);
        if (pending) {
          if (msg.ok) pending.resolve(msg.value);
          else pending.reject(new Error(msg.error));
        }
        this.release(worker);
      });
      worker.on("error", (error) => {
        // A crashed worker fails its task only; the pool carries on with the others.
        this.running.get(worker)?.reject(error);
        this.running.delete(worker);
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  run(task: T, transfer: ArrayBuffer[] = []): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ task, transfer, pending: { resolve, reject } });
      this.dispatch();
    });
  }

  private release(worker: Worker): void {
    this.idle.push(worker);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.waiting.length > 0) {
      const worker = this.idle.pop()!;
      const next = this.waiting.shift()!;
      this.running.set(worker, next.pending);
      worker.postMessage(next.task, next.transfer);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
