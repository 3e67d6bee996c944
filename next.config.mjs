/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and worker-based packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["better-sqlite3", "pdfjs-dist", "piscina"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
