import type { Theme } from '@clubroom/domain/api';
import { textColourOn } from '@clubroom/domain/rules';

/**
 * The widget's own stylesheet, inside its shadow root: the host page's styles do not reach it and it reaches nothing
 * of the page. The club's theme colours come in as custom properties on the host element.
 */
export const themeStyle = (theme: Theme) =>
  `:host{--club-primary:#${theme.primary};--club-on-primary:${textColourOn(theme.primary)};--club-secondary:#${theme.secondary};--club-panel:#${theme.panel}}`;

export const WIDGET_CSS = `
:host{display:block;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;line-height:1.5;font-size:16px}
*{box-sizing:border-box}
.cr-root{max-width:64rem}
h2{font-size:1.5rem;margin:0 0 .75rem;font-weight:700}
h3{font-size:1.2rem;margin:1.25rem 0 .5rem;font-weight:700}
.cr-filters{background:var(--club-panel);border-radius:.5rem;padding:1rem;margin-bottom:1rem;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr))}
.cr-filters legend{font-weight:700;padding:0}
.cr-field{display:flex;flex-direction:column;gap:.25rem}
fieldset.cr-field{border:0;margin:0;padding:0}
.cr-check{display:flex;gap:.5rem;align-items:center;min-height:32px}
.cr-check input{width:1.25rem;height:1.25rem;accent-color:var(--club-primary)}
label{font-weight:600;font-size:.95rem}
input:not([type=checkbox]){font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:#111827;min-height:44px;width:100%}
.cr-distance{gap:.25rem}
.cr-buttons{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.25rem}
.cr-button{font:inherit;font-weight:600;min-height:44px;padding:.5rem .75rem;border:2px solid var(--club-primary);border-radius:.375rem;background:#fff;color:#111827;cursor:pointer}
.cr-button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.cr-message:empty{display:none}
.cr-message{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
select{font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:#111827;min-height:44px}
ul{list-style:none;margin:0;padding:0}
.cr-item{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem;margin-bottom:.75rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.cr-name{font-weight:700}
.cr-meta{color:#374151;font-size:.95rem}
.cr-link{display:inline-block;min-height:44px;padding:.6rem 1rem;border-radius:.375rem;font-weight:700;text-decoration:none;background:var(--club-primary);color:var(--club-on-primary)}
.cr-link.cr-full{background:#fff;color:#111827;border:2px solid var(--club-primary)}
.cr-link:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.cr-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.cr-footer{font-size:.9rem;color:#374151}
.cr-footer a{color:inherit}
`;
