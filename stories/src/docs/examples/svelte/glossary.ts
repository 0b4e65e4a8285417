import { createMarkupComponent } from "@popcorn-kit/svelte";
import { glossary, glossaryMarkup } from "../glossary";

/** `<Glossary {start} {end} {term} {definition} />`: its props are the plugin's options, checked by its manifest. */
export const Glossary = createMarkupComponent(glossary, glossaryMarkup);
