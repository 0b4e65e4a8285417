// A TypeDoc plugin: names each module of the API reference by the specifier a user imports it with
// ("@popcorn-kit/core/players/html") rather than by its file's path ("core/src/players/html").
import { resolve } from "node:path";
import { Converter, ReflectionKind } from "typedoc";
import { entries } from "../typedoc.config.mjs";

const names = new Map(Object.entries(entries).map(([file, name]) => [resolve(import.meta.dirname, "..", file), name]));

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    const name = file && names.get(resolve(file));
    if (name) reflection.name = name;
  });
}
