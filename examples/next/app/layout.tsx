import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@popcorn-kit/core/styles.css";
import "leaflet/dist/leaflet.css";
import "./_showcase/showcase.css";

export const metadata: Metadata = {
  title: "Lisbon, a harbour city · Popcorn Kit on Next.js",
  description: "A short documentary whose video drives the page: captions, transcript, chapters, notes and a map.",
  // No icon file to serve: an empty one, so that the browser does not ask for /favicon.ico (a 404).
  icons: { icon: "data:," },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
