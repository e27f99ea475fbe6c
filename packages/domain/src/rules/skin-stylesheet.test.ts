import { describe, expect, it } from 'vitest';
import { atRuleProblem, declarationProblem, unescapeCss } from './skin-stylesheet.js';

describe("a club's stylesheet", () => {
  it('takes the at-rules that load nothing', () => {
    for (const name of ['charset', 'media', 'supports', 'keyframes', 'layer', 'container', 'property', 'MEDIA'])
      expect(atRuleProblem(name)).toBeNull();
    for (const name of ['import', 'font-face', 'namespace', '\\69mport'])
      expect(atRuleProblem(name)).toMatch(/is not allowed/);
  });

  it.each([
    ['color', '#123456', null],
    ['background', 'linear-gradient(red, blue)', null],
    ['width', 'calc(100% - var(--gap))', null],
    ['background', 'url(https://evil.example/x.png)', 'url() is not allowed'],
    ['background', 'URL("data:image/png;base64,AAAA")', 'url() is not allowed'],
    ['background', '\\75 rl(x)', 'url() is not allowed'],
    ['background', 'u\\rl(x)', 'url() is not allowed'],
    ['background', 'image-set("x.png" 1x)', 'image-set() is not allowed'],
    ['width', 'expression(alert(1))', 'expression() is not allowed'],
    ['behavior', 'x.htc', 'behavior is not allowed'],
    ['-moz-binding', 'none', '-moz-binding is not allowed'],
  ])('%s: %s → %s', (prop, value, problem) => {
    const found = declarationProblem(prop, value);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('writes escapes out as a browser reads them', () => {
    expect(unescapeCss('\\55 RL')).toBe('url');
    expect(unescapeCss('\\0')).toBe('\ufffd');
  });
});
