// The search syntax in a line, expandable to examples.
export function SearchHelp() {
  return (
    <details className="text-xs text-slate-600">
      <summary className="cursor-pointer select-none">Search syntax</summary>
      <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2">
        <li><code>supply chain</code> — both words on the page</li>
        <li><code>&quot;free cash flow&quot;</code> — the exact phrase</li>
        <li><code>revenu*</code> — words that begin so (at least 3 letters, up to 4 per search)</li>
        <li><code>goodwill OR intangible</code>, <code>AND</code>, <code>( … )</code></li>
        <li><code>goodwill NOT impairment</code> or <code>goodwill -impairment</code></li>
        <li><code>NEAR(cyber attack, 5)</code> or <code>cyber NEAR/5 attack</code> — within 5 words</li>
      </ul>
    </details>
  );
}
