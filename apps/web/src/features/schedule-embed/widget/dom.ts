type Child = Node | string | null | false | undefined;

/**
 * An element with its attributes and children: text is always a text node (a club's or class's name can never become
 * markup). `on` attributes take a listener.
 */
export function h(
  tag: string,
  attributes: Record<string, string | boolean | ((event: Event) => void) | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children.flat()) if (child) element.append(child);
  return element;
}
