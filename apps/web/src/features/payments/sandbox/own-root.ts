import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A React tree of the sandbox's own, in an element added to `parent` (the page's container, or the
 * body for a dialog): it stands in for the provider's frames and windows, which live outside the
 * page's tree too. Each has its own element, so a field mounted again never shares one.
 */
export function ownRoot(parent: HTMLElement = document.body) {
  const element = parent.appendChild(document.createElement('div'));
  const root = createRoot(element);
  return {
    element,
    render: (node: ReactNode) => root.render(node),
    destroy: () => {
      element.remove();
      // Later, not now: the page may be rendering (an effect's cleanup), and React refuses to unmount a root then.
      setTimeout(() => root.unmount());
    },
  };
}
