import { el, mount } from "@popcorn-kit/core/markup";
import { describe, expect, it, vi } from "vitest";
import { renderMarkup } from "../src/index.js";

describe("renderMarkup", () => {
  it("renders elements, text as text, attributes, boolean attributes, aria and style", () => {
    const parent = document.createElement("div");
    renderMarkup(
      el(
        "figure",
        { class: "pk-image", "aria-label": "A map", style: { "--pk-x": "2", color: "red" } },
        el("video", { controls: true, src: "/a.webm" }),
        "<b>not bold</b>",
      ),
      parent,
    );
    const figure = parent.firstElementChild as HTMLElement;
    expect(figure.className).toBe("pk-image");
    expect(figure.getAttribute("aria-label")).toBe("A map");
    expect(figure.style.getPropertyValue("--pk-x")).toBe("2");
    expect(figure.style.color).toBe("red");
    expect(figure.querySelector("video")!.hasAttribute("controls")).toBe(true);
    expect(figure.querySelector("video")!.getAttribute("controls")).toBe("");
    expect(figure.querySelector("b")).toBeNull();
    expect(figure.textContent).toBe("<b>not bold</b>");
  });

  it("calls onClick and onInput, and removes its listeners and nodes on destroy", () => {
    const parent = document.createElement("div");
    const onClick = vi.fn();
    const onInput = vi.fn();
    const view = renderMarkup(
      el("div", {}, el("button", { onClick }, "Go"), el("input", { type: "search", value: "a", onInput })),
      parent,
    );
    const button = parent.querySelector("button")!;
    const input = parent.querySelector("input")!;
    button.click();
    input.value = "ab";
    input.dispatchEvent(new Event("input"));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenCalledWith("ab");
    view.destroy();
    expect(parent.childNodes.length).toBe(0);
    button.click();
    input.dispatchEvent(new Event("input"));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenCalledTimes(1);
  });

  it("keeps an element and updates its mount when the tag stays, destroys it when it goes", () => {
    const parent = document.createElement("div");
    document.body.append(parent);
    const destroy = vi.fn();
    const update = vi.fn();
    const run = vi.fn((element: HTMLElement, input: { n: number }) => {
      expect(element.isConnected).toBe(true);
      element.dataset.n = String(input.n);
      return { update, destroy };
    });
    const view = renderMarkup(el("div", { class: "a", mount: mount(run, { n: 1 }) }), parent);
    const first = parent.firstElementChild;
    view.update(el("div", { class: "b", mount: mount(run, { n: 1 }) }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
    view.update(el("div", { class: "b", mount: mount(run, { n: 2 }) }));
    expect(update).toHaveBeenCalledWith({ n: 2 });
    expect(parent.firstElementChild).toBe(first);
    expect(first!.className).toBe("b");
    view.update(el("p", {}, "gone"));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(parent.innerHTML).toBe("<p>gone</p>");
    view.destroy();
    expect(parent.innerHTML).toBe("");
    parent.remove();
  });

  it("puts sanitized html as the content and patches children by position", () => {
    const parent = document.createElement("div");
    const view = renderMarkup(el("div", { html: "<i>x</i>" }), parent);
    expect(parent.innerHTML).toBe("<div><i>x</i></div>");
    view.update(el("div", {}, "a", el("span", {}, "b")));
    expect(parent.innerHTML).toBe("<div>a<span>b</span></div>");
    view.update(el("div", {}, "c"));
    expect(parent.innerHTML).toBe("<div>c</div>");
    view.update(null);
    expect(parent.innerHTML).toBe("");
    view.update(el("span", {}, "again"));
    expect(parent.innerHTML).toBe("<span>again</span>");
  });
});
