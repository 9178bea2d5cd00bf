import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const w of [768, 1024, 1280, 1440]) {
  const p = await b.newPage({ viewport: { width: w, height: 800 } });
  await p.goto('http://localhost:4351/about');
  console.log(w, await p.evaluate(() => {
    const r = (el) => el ? Math.round(el.getBoundingClientRect().left) + '-' + Math.round(el.getBoundingClientRect().right) : '-';
    const h = document.querySelector('header .container-page');
    return [r(h), r(h.children[0]), r(h.querySelector('nav')), r(document.querySelector('.theme-menu-button')), r(h.querySelector('a[href="/get-started"]'))].join(' | ');
  }));
}
await b.close();
