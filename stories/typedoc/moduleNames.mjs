// A TypeDoc plugin for the API reference:
// - names each module by the specifier a user imports it with ("@popcorn-kit/core/players/html") rather than by
//   its file's path ("core/src/players/html");
// - shows a Svelte component's type with its props. svelte-package declares each component as
//   `import("svelte").Component<CueProps, ...>`, a type TypeDoc prints as a bare `Component`; the type the
//   checker resolves keeps its arguments, so that the page links the props type.
import { resolve } from "node:path";
import { Converter, ReflectionKind } from "typedoc";
import ts from "typescript";
import { entries } from "../typedoc.config.mjs";

const names = new Map(Object.entries(entries).map(([file, name]) => [resolve(import.meta.dirname, "..", file), name]));

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const symbol = context.getSymbolFromReflection(reflection);
    if (reflection.kindOf(ReflectionKind.Module)) {
      const name = names.get(resolve(symbol?.declarations?.[0]?.getSourceFile().fileName ?? ""));
      if (name) reflection.name = name;
      return;
    }
    const declaration = symbol?.valueDeclaration;
    if (
      reflection.kindOf(ReflectionKind.Variable) &&
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.type &&
      ts.isImportTypeNode(declaration.type)
    ) {
      reflection.type = context.converter.convertType(context, context.checker.getTypeOfSymbol(symbol));
    }
  });
}
