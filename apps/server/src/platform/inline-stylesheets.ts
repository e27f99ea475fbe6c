import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/vue\/prod\/([^"]+\.css)"[^>]*>/g;

/**
 * The page shell with the app's stylesheets written into it: a page paints from its first response,
 * with no render-blocking request for the CSS (one small file, about 6 KB compressed). The CSP allows
 * inline styles; a stylesheet that could close its element is left linked.
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const cssPath = path.join(distDir, file);
    if (!fs.existsSync(cssPath)) return link;
    const css = fs.readFileSync(cssPath, 'utf8');
    return css.toLowerCase().includes('</style') ? link : `<style>${css}</style>`;
  });
}
