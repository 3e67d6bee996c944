// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AskProvider, useAskScope, type AskScope } from "./ask-context";
import { AskView } from "./ask-view";

vi.mock("next/link", () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const doc = { id: "doc-1", title: "Acme 10-Q Q2 2023", date: "2023-06-30", companyName: "Acme Corp", formType: "10-Q" };

/** An SSE body whose frames the test releases one at a time. */
function controllableStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    body,
    send: (frame: object) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(frame)}\n\n`)),
    close: () => controller.close(),
  };
}

function Scoped({ scope }: { scope: AskScope }) {
  useAskScope(scope);
  return null;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Lets the stream's frames arrive and the answer's words be revealed. */
async function flush() {
  for (let i = 0; i < 12; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 40));
    });
  }
}

vi.mock("@tanstack/react-query", () => ({ useQueryClient: () => ({ invalidateQueries: () => Promise.resolve() }) }));

describe("AskView", () => {
  it("streams an answer: progress, pending citations that fill in, and the source panel with a link to the page", async () => {
    const stream = controllableStream();
    fetchMock.mockResolvedValue(new Response(stream.body, { headers: { "content-type": "text/event-stream" } }));
    render(
      <AskProvider>
        <Scoped scope={{ label: "Acme Corp: 2 documents in view", documentIds: ["doc-1", "doc-2"] }} />
        <AskView layout="page" />
      </AskProvider>,
    );
    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "What was net income?" } });
    expect(screen.getByLabelText(/Only Acme Corp: 2 documents in view/)).toHaveProperty("checked", true);
    fireEvent.submit(screen.getByRole("form", { name: "Ask a question" }));
    await flush();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/workspace/threads");
    expect(JSON.parse(init.body)).toEqual({ question: "What was net income?", documentIds: ["doc-1", "doc-2"] });

    stream.send({ type: "thinking", role: "assistant", content: "Searching the filings", stage: "search" });
    await flush();
    expect(screen.getByTestId("thinking").textContent).toContain("Searching the filings");
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();

    stream.send({ type: "sources", content: { "#d0c10002": { pageNumber: 3, excerpt: null, content: "…", documentMetadata: doc } } });
    stream.send({ type: "message", role: "assistant", content: "Net income was $5.4bn [#d0c1" });
    await flush();
    expect(screen.getByTestId("answer").textContent).not.toContain("[#");
    stream.send({ type: "message", role: "assistant", content: "0002]." });
    await flush();
    const marker = within(screen.getByTestId("answer")).getByRole("button", { name: /Citation 1/ });
    expect(marker.dataset.state).toBe("pending");

    fireEvent.click(marker);
    const panel = screen.getByTestId("citation-panel");
    expect(panel.textContent).toContain("Excerpt arriving with the answer");

    stream.send({ type: "sources", content: { "#d0c10002": { pageNumber: 3, excerpt: "Net income 5,363", content: "…", documentMetadata: doc } } });
    stream.send({ type: "done" });
    await flush();
    expect(marker.dataset.state).toBe("ready");
    expect(within(panel).getByTestId("citation-excerpt").textContent).toBe("Net income 5,363");
    expect(within(panel).getByRole("link", { name: /Open page 3/ }).getAttribute("href")).toBe(
      "/documents/doc-1?highlight=Net+income+5%2C363#page-3",
    );
    expect(screen.getByRole("button", { name: "Copy as Markdown" })).toBeTruthy();
    expect(screen.getByTestId("thinking").textContent).toContain("1 step");
    expect(screen.getByTestId("answer-announcement").textContent).toBe("Answer ready, citing 1 source.");
  });

  it("shows a finished answer that cites nothing as a decline, not as an answer without sources", async () => {
    const stream = controllableStream();
    fetchMock.mockResolvedValue(new Response(stream.body, { headers: { "content-type": "text/event-stream" } }));
    render(
      <AskProvider>
        <AskView layout="page" />
      </AskProvider>,
    );
    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "Who are Acme's coffee bean suppliers?" } });
    fireEvent.submit(screen.getByRole("form", { name: "Ask a question" }));
    await flush();
    // The search lists the pages it read before the engine decides that none answers.
    stream.send({ type: "sources", content: { "#d0c10002": { pageNumber: 3, excerpt: null, content: "…", documentMetadata: doc } } });
    stream.send({
      type: "message",
      role: "assistant",
      content: 'The retrieved pages do not answer this question ("Who are Acme\'s coffee bean suppliers"): I searched 1 page of Acme Corp\'s 10-Q, and none states it.',
    });
    await flush();
    expect(screen.getByTestId("answer").dataset.outcome).not.toBe("declined");
    stream.send({ type: "done" });
    await flush();

    const answer = screen.getByTestId("answer");
    expect(answer.dataset.outcome).toBe("declined");
    expect(within(answer).getByRole("heading", { name: "Not answered from the filings" })).toBeTruthy();
    expect(answer.textContent).toContain("do not answer this question");
    expect(screen.queryByRole("region", { name: "Sources" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy as Markdown" })).toBeNull();
    expect(screen.getByTestId("answer-announcement").textContent).toBe("The filings do not answer this question.");
  });

  it("asks across all documents when the limit is switched off, and reports a failed request", async () => {
    fetchMock.mockResolvedValue(Response.json({ detail: "The API could not be reached." }, { status: 502 }));
    render(
      <AskProvider>
        <Scoped scope={{ label: "this document", documentIds: ["doc-1"] }} />
        <AskView layout="dock" />
      </AskProvider>,
    );
    fireEvent.click(screen.getByLabelText(/Only this document/));
    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "Revenue?" } });
    fireEvent.keyDown(screen.getByLabelText("Question"), { key: "Enter" });
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ question: "Revenue?" });
    expect(screen.getByRole("alert").textContent).toBe("The API could not be reached.");
  });

  it("says so when the stream ends before done", async () => {
    const stream = controllableStream();
    fetchMock.mockResolvedValue(new Response(stream.body));
    render(
      <AskProvider>
        <AskView layout="page" />
      </AskProvider>,
    );
    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "Revenue?" } });
    fireEvent.submit(screen.getByRole("form", { name: "Ask a question" }));
    await flush();
    stream.send({ type: "message", content: "Revenue was" });
    stream.close();
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("The answer stopped before it was complete.");
    expect(screen.getByTestId("answer").textContent).toContain("Revenue was");
  });

  it("stops a running answer with the stop button, on the server too, and asks a follow-up in the same thread", async () => {
    const stream = controllableStream();
    const threadId = "0b1d7c9e-7a4c-4f43-9c55-2f0c4d3b8a11";
    const plan = encodeURIComponent(JSON.stringify({ query: "Revenue?", context: { companies: [], periods: [], documentIds: [], inherited: { companies: false, periods: false, documents: false } } }));
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/workspace/threads"
        ? new Response(stream.body, { headers: { "content-type": "text/event-stream", "x-thread-id": threadId, "x-turn-plan": plan } })
        : Response.json({ stopped: true }),
    );
    render(
      <AskProvider>
        <AskView layout="page" />
      </AskProvider>,
    );
    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "Revenue?" } });
    fireEvent.submit(screen.getByRole("form", { name: "Ask a question" }));
    await flush();
    stream.send({ type: "message", content: "Revenue was" });
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    await flush();
    expect(fetchMock.mock.calls.map((call) => [call[0], call[1]?.method])).toContainEqual([`/api/workspace/threads/${threadId}/stop`, "POST"]);
    expect(screen.getByText("Stopped.")).toBeTruthy();
    expect(screen.getByTestId("answer-announcement").textContent).toBe("Answer stopped.");

    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "And in 2019?" } });
    fireEvent.submit(screen.getByRole("form", { name: "Ask a question" }));
    await flush();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe(`/api/workspace/threads/${threadId}/turns`);
    expect(screen.getAllByTestId("turn")).toHaveLength(2);
  });
});
