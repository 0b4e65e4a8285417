/**
 * The manager's `<head>`, completed with the kit's icons (which replace Storybook's own icon link): the SVG
 * favicon (brand/assets/favicon.svg, copied to ./favicon.svg by staticDirs); the PNG for a browser without SVG
 * favicons (its `sizes` keeps the others on the SVG); the touch icon for a phone's home screen.
 */
export const managerHead = (head: string | undefined): string => `${head ?? ""}
<link rel="icon" href="./favicon.svg" type="image/svg+xml" />
<link rel="icon" href="./brand/favicon-32.png" sizes="32x32" type="image/png" />
<link rel="apple-touch-icon" href="./brand/apple-touch-icon.png" />`;
