// The same page without the kit: the framework's own weight, which the page's weight is measured against.
export function Page() {
  return <video src="/media/clip.webm" controls />;
}
