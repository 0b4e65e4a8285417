import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@popcorn-kit/core/styles.css";
import "./page.css";

export const metadata: Metadata = {
  title: "Lisbon, a harbour city · Popcorn Kit on Next.js",
  description: "A narrated clip drives captions, chapters, a transcript and footnotes.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
