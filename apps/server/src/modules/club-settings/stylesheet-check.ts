import { atRuleProblem, declarationProblem, SKIN_STYLESHEET_FIELD } from '@clubroom/domain/rules';
import postcss, { CssSyntaxError, type Root } from 'postcss';
import { AppError } from '../../platform/errors.js';

const refused = (line: number | undefined, problem: string) => {
  const message = line === undefined ? problem : `line ${line}: ${problem}`;
  return new AppError('VALIDATION_FAILED', `${SKIN_STYLESHEET_FIELD}: ${message}`, [
    { path: `body.${SKIN_STYLESHEET_FIELD}`, message },
  ]);
};

/** The line of an offset in the text (1 first). */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/**
 * Checks a club's stylesheet with a CSS parser (PostCSS): it must parse, and load nothing from elsewhere nor run
 * anything (`atRuleProblem`, `declarationProblem`: no @import, @font-face, url() or expression(), no behavior), and
 * it may not hold `</style` anywhere (comments too). Refused: 400 naming the field, with the line. Answers the CSS
 * as uploaded.
 */
export function checkedStylesheet(css: string): string {
  const closing = css.toLowerCase().indexOf('</style');
  if (closing >= 0) throw refused(lineAt(css, closing), '</style is not allowed');
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch (error) {
    if (error instanceof CssSyntaxError) throw refused(error.line, `${error.reason}: this is not valid CSS`);
    throw error;
  }
  root.walk((node) => {
    const line = node.source?.start?.line;
    const problem =
      node.type === 'atrule'
        ? (atRuleProblem(node.name) ?? declarationProblem('', node.params))
        : node.type === 'decl'
          ? declarationProblem(node.prop, node.value)
          : node.type === 'rule'
            ? declarationProblem('', node.selector)
            : null;
    if (problem) throw refused(line, problem);
  });
  return css;
}
