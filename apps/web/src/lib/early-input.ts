type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Makes React hydrate the part of the page an element is in, now: an `input` event is one React
 * hydrates for at once, and on anything but a text field it means nothing to the app.
 */
const hydrateAt = (element: Element) => element.dispatchEvent(new Event('input', { bubbles: true }));

/**
 * Gives a field its early value again so that React sees a change: React compares the value with
 * the one it tracked when it hydrated the field (the early value already), so the field is first
 * emptied through the element (React tracks '') and refilled past React's tracking (the
 * prototype's setter), then the event React listens for is sent.
 */
function changeAgain(control: Control, value: string): void {
  hydrateAt(control);
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Ticks (or unticks) a box again so that React sees it: React tracked the box as it was when it
 * hydrated (the early state already), so it is first set back through the element (React tracks
 * that) and then clicked, as a person would.
 */
function toggleAgain(box: HTMLInputElement, checked: boolean): void {
  hydrateAt(box);
  box.checked = !checked;
  box.click();
}

export interface EarlyInput {
  /** Stops keeping: React listens from now on (call once it hydrates). */
  stop(): void;
  /**
   * Gives back what was kept, in a task of its own (call once React has committed the page: React
   * hydrates at once for an event only outside its own work).
   */
  replay(): void;
}

/** A plain tap on a link to another page of this site, which the app would open itself. */
function appLinkTapped(event: MouseEvent): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== location.origin) return null;
  const samePage = link.pathname === location.pathname && link.search === location.search;
  return samePage && link.hash ? null : link;
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/**
 * Keeps what a person does to the server's markup before the app takes it over (React never sees
 * it: its listeners are not there yet) and gives it back once it has:
 * - a click on a button (a menu, a filter's toggle) is clicked again;
 * - a choice or text in a field (a filter's select) is set again through React's change event;
 * - a box ticked or unticked (a filter's checkbox, a radio chosen) is ticked or unticked again;
 * - a form sent is held back and sent again by the app: the browser would otherwise send it
 *   itself, as a GET of the same page, with the fields (a password) in the address;
 * - a tap on a link to another page of the site is held back and tapped again, so the app opens the
 *   page as it would have (a run's page opened from the schedule knows the schedule to go back to,
 *   with its filters); the browser would otherwise load the page afresh. A link to a place on the
 *   same page, to another site or tab, or tapped with a key held is left to the browser.
 */
export function keepEarlyInput(): EarlyInput {
  const buttons: HTMLButtonElement[] = [];
  const changed = new Map<Control, string>();
  const toggled = new Map<HTMLInputElement, boolean>();
  let sent: HTMLFormElement | null = null;
  let followed: HTMLAnchorElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button') buttons.push(button);
    const link = appLinkTapped(event);
    if (link) {
      event.preventDefault();
      followed = link;
    }
  };
  const onChange = (event: Event) => {
    const control = event.target;
    if (!isControl(control)) return;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio unchosen by another's choice sends no event: only the one chosen is kept.
      toggled.set(control, control.checked);
    } else changed.set(control, control.value);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) sent = event.target;
  };
  const listeners = [
    ['click', onClick],
    ['change', onChange],
    ['input', onChange],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  return {
    stop() {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
    },
    replay() {
      setTimeout(() => {
        for (const [control, value] of changed) changeAgain(control, value);
        for (const [box, checked] of toggled) toggleAgain(box, checked);
        for (const button of buttons.splice(0)) button.click();
        const form = sent as HTMLFormElement | null;
        if (form) hydrateAt(form);
        form?.requestSubmit();
        (followed as HTMLAnchorElement | null)?.click();
        changed.clear();
        toggled.clear();
        sent = null;
        followed = null;
      });
    },
  };
}
