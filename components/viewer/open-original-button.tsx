// Opens the original file. The link goes to a workspace route that asks the API for a fresh
// temporary link at the moment of the click and redirects there; no page keeps a file link that
// could have expired.
export function OpenOriginalButton({ documentId, page }: { documentId: string; page?: number }) {
  // PDF viewers understand #page=N on the file's URL; the redirect keeps the fragment.
  const href = `/api/workspace/documents/${encodeURIComponent(documentId)}/original${page ? `#page=${page}` : ""}`;
  return (
    <a href={href} target="_blank" rel="noopener" className="btn w-full justify-center" data-testid="open-original">
      Open original PDF
      <span aria-hidden>↗</span>
    </a>
  );
}
