import { addons } from "storybook/manager-api";
import { theme } from "./theme.js";

// The kit's name, logo and colours in the manager, the same in the three Storybooks (each one's manager.ts
// imports this file).
addons.setConfig({ theme });

// Storybook writes "<page> ⋅ Storybook" into the tab's title on every navigation: the site's name goes there.
const title = document.querySelector("title");
const retitle = () => {
  const renamed = document.title.replace(/(⋅ )?Storybook$/, (_, dot: string | undefined) => `${dot ?? ""}Popcorn Kit`);
  if (renamed !== document.title) document.title = renamed;
};
if (title) new MutationObserver(retitle).observe(title, { childList: true, characterData: true, subtree: true });
retitle();
