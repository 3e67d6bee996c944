import type { Config } from "tailwindcss";

const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        // System faces: nothing to download, and they render crisply at small sizes.
        sans: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Helvetica Neue", "Arial", "sans-serif"],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "Liberation Mono", "monospace"],
      },
      fontSize: {
        // Captions stay readable: nothing in the workspace is set below 12 px.
        "2xs": ["0.75rem", { lineHeight: "1rem" }],
      },
      colors: {
        accent: {
          50: "#eef4ff",
          100: "#dbe6fe",
          200: "#bfd3fe",
          500: "#3b6fe0",
          600: "#2756c5",
          700: "#1f45a0",
        },
      },
      boxShadow: {
        panel: "0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08)",
      },
    },
  },
  plugins: [],
};

export default config;
