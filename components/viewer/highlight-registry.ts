// The CSS Custom Highlight API's registry, where the browser has it: marks drawn over the page's
// DOM as React rendered it. Null where the API is missing; the page is then shown without marks.
export interface HighlightRegistry {
  set(name: string, value: unknown): void;
  delete(name: string): void;
}

export function highlightRegistry(): HighlightRegistry | null {
  const css = globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined;
  return css?.highlights && "Highlight" in globalThis ? css.highlights : null;
}
