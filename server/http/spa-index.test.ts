import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSpaIndex, withPreloadHints, withPrerenderedPage } from './spa-index';

const HTML =
  '<!DOCTYPE html><html><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const GROUPS = {
  'messages-zh-CN': ['/static/js/async/messages-zh-CN.js'],
  login: ['/static/js/async/shared.js', '/static/js/async/login.js'],
  shell: ['/static/js/async/shared.js', '/static/js/async/shell.js', '/static/css/async/shell.css'],
  'message-box': ['/static/js/async/message-box.js'],
  'screen-chapters': ['/static/js/async/screen-chapters.js'],
};

describe('the SPA index with preload hints', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-index-'));
    writeFileSync(join(dir, 'index.html'), HTML);
    writeFileSync(join(dir, 'route-chunks.json'), JSON.stringify(GROUPS));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hints the login page its catalogue and screen, not the shell', () => {
    const html = createSpaIndex(dir).render('/login?redirect=%2Fhome') ?? '';
    expect(html).toContain('<link rel="preload" href="/static/js/async/login.js" as="script">');
    expect(html).toContain('href="/static/js/async/messages-zh-CN.js"');
    expect(html).not.toContain('shell.js');
  });

  it('hints a shell route its shell, styles as styles, and each file once', () => {
    const html = createSpaIndex(dir).render('/chapter-manage?book_id=7') ?? '';
    expect(html).toContain('href="/static/js/async/screen-chapters.js" as="script"');
    expect(html).toContain('href="/static/css/async/shell.css" as="style"');
    expect(html.match(/shared\.js/g)).toHaveLength(1);
    // After the entry's own tags: the entry is still what the browser asks for first.
    expect(html.indexOf('index.js')).toBeLessThan(html.indexOf('rel="preload"'));
  });

  it('reads a new build when index.html changes', () => {
    const index = createSpaIndex(dir);
    expect(index.render('/login')).toContain('login.js');
    writeFileSync(join(dir, 'index.html'), HTML.replace('index.js', 'index2.js'));
    writeFileSync(
      join(dir, 'route-chunks.json'),
      JSON.stringify({ login: ['/static/js/async/login2.js'] }),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'index.html'), later, later);
    const html = index.render('/login') ?? '';
    expect(html).toContain('index2.js');
    expect(html).toContain('login2.js');
  });

  it('serves a build without the manifest as it is, and nothing without a build', () => {
    rmSync(join(dir, 'route-chunks.json'));
    expect(createSpaIndex(dir).render('/home')).toBe(HTML);
    expect(createSpaIndex(join(dir, 'missing')).render('/home')).toBeNull();
    expect(withPreloadHints(HTML, [])).toBe(HTML);
  });

  it('draws the login page into its HTML, inert, with its stylesheet; no other route', () => {
    const page = {
      html: '<h1>登录墨笔作家后台</h1>',
      stylesheet: '/static/css/prerender-login.1.css',
    };
    writeFileSync(join(dir, 'prerender.json'), JSON.stringify({ login: page }));
    const index = createSpaIndex(dir);
    const login = index.render('/login?redirect=%2Fhome') ?? '';
    expect(login).toContain('<div id="root"><div inert><h1>登录墨笔作家后台</h1></div></div>');
    expect(login).toContain('<link rel="stylesheet" href="/static/css/prerender-login.1.css">');
    // The preload hints still come, so the app's code downloads beside the paint.
    expect(login).toContain('login.js');
    const home = index.render('/home') ?? '';
    expect(home).toContain('<div id="root"></div>');
    expect(home).not.toContain('prerender-login');
  });

  it("keeps only the drawn page's stylesheet in the head and moves the build's after the page", () => {
    const built =
      '<html><head><link href="/static/css/griffel.1.css" rel="stylesheet"><link href="/static/css/index.1.css" rel="stylesheet"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
    const page = { html: '<h1>登录</h1>', stylesheet: '/static/css/prerender-login.1.css' };
    expect(withPrerenderedPage(built, page)).toBe(
      '<html><head><link rel="stylesheet" href="/static/css/prerender-login.1.css"><script defer src="/static/js/index.js"></script></head><body><div id="root"><div inert><h1>登录</h1></div></div><link href="/static/css/griffel.1.css" rel="stylesheet"><link href="/static/css/index.1.css" rel="stylesheet"></body></html>',
    );
  });
});
