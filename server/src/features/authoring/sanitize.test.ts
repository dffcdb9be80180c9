import { describe, expect, it } from 'vitest';
import { sanitizeLessonHtml } from './sanitize';

describe('lesson content sanitiser', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="x()" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<img src="https://a.example/x.png" onerror="alert(1)">', '<img src="https://a.example/x.png" />'],
    ['<img src="x.png">', ''],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="https://a.example/" target="_self">x</a>', '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">x</a>'],
    ['<a href="mailto:coach@school.example">mail</a>', '<a href="mailto:coach@school.example" target="_blank" rel="noopener noreferrer">mail</a>'],
    ['<svg onload="alert(1)"><circle/></svg><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><form action="https://x.example"><input></form><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="x()"></iframe>', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>', ''],
    ['<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<p>&nbsp;</p><br>', ''],
    ['<table><tr><td colspan="2" onmouseover="x()">cell</td></tr></table>', '<table><tr><td colspan="2">cell</td></tr></table>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeLessonHtml(input)).toBe(output);
  });
});
