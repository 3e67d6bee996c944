// Pages are served with a content security policy and the usual hardening headers. Scripts come
// from this origin only (Next.js inlines its bootstrap scripts, hence 'unsafe-inline'); eval is
// allowed in development alone, where React's refresh needs it. No page may be framed.
const isDevelopment = process.env.NODE_ENV === "development";

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const everyResponse = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
];
// Pages and the API; the file host's PDFs and Markdown are opened by the browser's own viewers.
const pagesAndApi = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Frame-Options", value: "DENY" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and worker-based packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["better-sqlite3", "pg-native", "libpq", "pdfjs-dist", "piscina"],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: "/:path*", headers: everyResponse },
      { source: "/((?!files/).*)", headers: pagesAndApi },
    ];
  },
};

export default nextConfig;
