/**
 * Keeps the clicks on buttons of the server's markup made before the app takes it over (React
 * never sees them: its listeners are not there yet), and gives back what clicks them again once
 * it has. Links and form submissions need no help: the browser follows and sends them itself.
 */
export function keepEarlyClicks(): () => void {
  const buttons: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button') buttons.push(button);
  };
  document.addEventListener('click', keep, true);
  return () => {
    document.removeEventListener('click', keep, true);
    for (const button of buttons) button.click();
  };
}
