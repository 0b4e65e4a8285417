import { build } from "vite";
import react from "@vitejs/plugin-react";
import { gzipSync } from "node:zlib";
const here = "/work/main/test/bench/page/";
async function size(body: string, imports: string) {
  const id = `${here}exp.tsx`;
  const code = `import { createRoot } from "react-dom/client"; ${imports}\nfunction Page() { return (${body}); }\ncreateRoot(document.getElementById("app")!).render(<Page />);`;
  const r: any = await build({
    configFile: false,
    root: here,
    logLevel: "silent",
    mode: "production",
    plugins: [
      {
        name: "e",
        enforce: "pre",
        resolveId: (s: string) => (s === id ? id : undefined),
        load: (s: string) => (s === id ? code : undefined),
      },
      react(),
    ],
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: id } },
  });
  const out = r.output.filter((c: any) => c.type === "chunk");
  const byName = new Map(out.map((c: any) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (n: string) => {
    if (seen.has(n) || !byName.has(n)) return;
    seen.add(n);
    for (const i of (byName.get(n) as any).imports) visit(i);
  };
  for (const c of out) if (c.isEntry) visit(c.fileName);
  return [...seen].reduce((t, n) => t + gzipSync((byName.get(n) as any).code).length, 0);
}
const imp = `import { chapter } from "@popcorn-kit/core/plugins/chapters"; import { Chapters, Cue, PopcornTarget, PopcornVideo, Transcript } from "@popcorn-kit/react"; import { Footnote, Image } from "@popcorn-kit/react/plugins"; const tracks = [{ src: "/a.vtt" }]; const plugins = [chapter];`;
const base = await size(`<video src="/a.webm" />`, "");
const steps: [string, string][] = [
  ["PopcornVideo", `<PopcornVideo src="/a.webm" />`],
  ["+tracks", `<PopcornVideo src="/a.webm" tracks={tracks} />`],
  ["+Cue", `<PopcornVideo src="/a.webm" tracks={tracks}><Cue start={1} end={2}><p>x</p></Cue></PopcornVideo>`],
  [
    "+Footnote",
    `<PopcornVideo src="/a.webm" tracks={tracks}><Cue start={1} end={2}><p>x</p></Cue><Footnote start={1} end={2} text="x" /></PopcornVideo>`,
  ],
  [
    "+Image",
    `<PopcornVideo src="/a.webm" tracks={tracks}><Cue start={1} end={2}><p>x</p></Cue><Footnote start={1} end={2} text="x" /><Image start={1} end={2} src="/a.jpg" alt="x" /></PopcornVideo>`,
  ],
  [
    "+Chapters",
    `<PopcornVideo src="/a.webm" tracks={tracks} plugins={plugins}><Cue start={1} end={2}><p>x</p></Cue><Footnote start={1} end={2} text="x" /><Image start={1} end={2} src="/a.jpg" alt="x" /><Chapters /></PopcornVideo>`,
  ],
  [
    "+Transcript",
    `<PopcornVideo src="/a.webm" tracks={tracks} plugins={plugins}><Cue start={1} end={2}><p>x</p></Cue><Footnote start={1} end={2} text="x" /><Image start={1} end={2} src="/a.jpg" alt="x" /><Chapters /><Transcript /><PopcornTarget name="n" /></PopcornVideo>`,
  ],
];
let prev = base;
for (const [name, body] of steps) {
  const s = await size(body, imp);
  console.log(name.padEnd(14), ((s - base) / 1000).toFixed(1), "+" + ((s - prev) / 1000).toFixed(1));
  prev = s;
}
