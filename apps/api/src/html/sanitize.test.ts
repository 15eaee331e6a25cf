import { describe, expect, it } from 'vitest';
import { sanitizedHtmlOrNull, sanitizeHtml } from './sanitize.ts';

/** The shared sanitiser alone: what gets through, with the client's cleanHtml flag on and off. */

const attacks = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="https://evil.example/x.swf"></object>',
  '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
  '<a href="//evil.example">x</a>',
];

describe.each([true, false])('sanitising HTML with cleanHtml %s', (clean) => {
  it.each(attacks)('when the HTML is %s, then nothing of it can run or reach out', (attack) => {
    const safe = sanitizeHtml(`<p>Avant</p>${attack}<p>Après</p>`, { clean });
    expect(safe).not.toMatch(/<script|<iframe|<svg|<style|<form|<input|<object|<math/i);
    expect(safe).not.toMatch(/\son\w+=|javascript|data:|href="\/\//i);
    expect(safe).toContain('<p>Avant</p>');
    expect(safe).toContain('<p>Après</p>');
  });

  it('when the HTML is a publisher’s summary, then its structure, emphasis, lists and links stay', () => {
    const summary =
      '<h3>Le livre</h3><p>Un <strong>roman</strong> <em>noir</em>.</p><ul><li>un</li><li>deux</li></ul><p><a href="https://example.org/auteur" target="_blank">L’auteur</a></p>';
    expect(sanitizeHtml(summary, { clean })).toBe(
      '<h3>Le livre</h3><p>Un <strong>roman</strong> <em>noir</em>.</p><ul><li>un</li><li>deux</li></ul><p><a href="https://example.org/auteur" target="_blank" rel="noopener noreferrer">L’auteur</a></p>',
    );
  });
});

describe('what cleanHtml changes', () => {
  const pasted =
    '<div class="MsoNormal"><p style="color: red; font-family: Calibri"><span class="x">Un</span> <font face="Arial">texte</font></p><p>&nbsp;</p><p></p></div>';

  it('when the client cleans HTML, then a paste from a word processor keeps its words and loses its presentation', () => {
    expect(sanitizeHtml(pasted, { clean: true })).toBe('<p>Un texte</p>');
  });

  it('when the client does not clean HTML, then classes and safe inline styles stay', () => {
    expect(sanitizeHtml(pasted, { clean: false })).toBe(
      '<div class="MsoNormal"><p style="color:red"><span class="x">Un</span> texte</p><p>\u00a0</p><p></p></div>',
    );
  });

  it('when nothing is left once sanitised, then the field is empty', () => {
    expect(sanitizedHtmlOrNull('<script>alert(1)</script>', { clean: true })).toBeNull();
    expect(sanitizedHtmlOrNull(null, { clean: true })).toBeNull();
  });
});
