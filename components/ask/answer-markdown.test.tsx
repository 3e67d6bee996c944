// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SourceMap } from "@/lib/workspace/streamed-events";
import { AnswerMarkdown } from "./answer-markdown";

afterEach(cleanup);

const doc = { id: "d1", title: "Acme 10-K 2022", date: "2022-12-31", companyName: "Acme Corp" };
const ready: SourceMap = {
  "#a1b2c3d4": { pageNumber: 41, excerpt: "Net income | 5,363", content: "", documentMetadata: doc },
};

function markers(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLButtonElement>("button[data-citation]")];
}

describe("AnswerMarkdown", () => {
  it("numbers citation markers in order of first appearance and reuses a number for a repeated source", () => {
    const { container } = render(
      <AnswerMarkdown
        content={"Net income was **$5.4bn** [#a1b2c3d4], up from $4.9bn [#e5f6a7b8]. Margins held [#a1b2c3d4]."}
        sources={ready}
        streaming={false}
        activeRef={null}
        onOpenCitation={() => {}}
      />,
    );
    const buttons = markers(container);
    expect(buttons.map((b) => [b.dataset.citation, b.textContent])).toEqual([
      ["#a1b2c3d4", "1"],
      ["#e5f6a7b8", "?"],
      ["#a1b2c3d4", "1"],
    ]);
    expect(container.textContent).not.toContain("[#");
    expect(container.querySelector("strong")?.textContent).toBe("$5.4bn");
  });

  it("marks a source without its excerpt as pending while streaming and one never sent as missing at the end", () => {
    const early: SourceMap = { "#a1b2c3d4": { ...ready["#a1b2c3d4"]!, excerpt: null } };
    const { container, rerender } = render(
      <AnswerMarkdown content="Revenue rose [#a1b2c3d4] [#00000000]" sources={early} streaming activeRef={null} onOpenCitation={() => {}} />,
    );
    expect(markers(container).map((b) => b.dataset.state)).toEqual(["pending", "pending"]);
    rerender(<AnswerMarkdown content="Revenue rose [#a1b2c3d4] [#00000000]" sources={ready} streaming={false} activeRef={null} onOpenCitation={() => {}} />);
    const [found, missing] = markers(container);
    expect(found?.dataset.state).toBe("ready");
    expect(found?.getAttribute("aria-label")).toBe("Citation 1: Acme 10-K 2022, page 41");
    expect(missing?.dataset.state).toBe("missing");
    expect(missing?.disabled).toBe(true);
  });

  it("holds back a marker cut in half by the stream", () => {
    const { container } = render(
      <AnswerMarkdown content="Revenue rose 4% [#a1b2" sources={{}} streaming activeRef={null} onOpenCitation={() => {}} />,
    );
    expect(container.textContent?.trim()).toBe("Revenue rose 4%");
  });

  it("calls back with the ref when a marker is clicked", () => {
    const open = vi.fn();
    render(<AnswerMarkdown content="Net income [#a1b2c3d4]" sources={ready} streaming={false} activeRef={null} onOpenCitation={open} />);
    fireEvent.click(screen.getByRole("button", { name: /Citation 1/ }));
    expect(open).toHaveBeenCalledWith("#a1b2c3d4");
  });

  it("leaves markers inside code alone and renders tables, never raw HTML", () => {
    const { container } = render(
      <AnswerMarkdown
        content={"`[#a1b2c3d4]`\n\n| Item | 2022 |\n|---|---|\n| Net income | 5,363 |\n\n<script>alert(1)</script><b>raw</b>"}
        sources={ready}
        streaming={false}
        activeRef={null}
        onOpenCitation={() => {}}
      />,
    );
    expect(container.querySelector("code")?.textContent).toBe("[#a1b2c3d4]");
    expect(markers(container)).toHaveLength(0);
    expect(container.querySelector("td.numeric")?.textContent).toBe("5,363");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
  });
});
