/**
 * offline.html: what the service worker shows for a navigation when the network is gone. Its text is
 * taken from locales at build time. No script (the CSP allows none inline): "Try again" is a link to
 * the page itself (an empty href), which the worker sends to the network again.
 */
export function offlinePageHtml(brand: string, text: Record<string, string>): string {
  const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const [title, body, retry] = ['title', 'body', 'retry'].map((key) => {
    const value = text[key];
    if (!value) throw new Error(`locales/en-PH/common.json has no offline.${key}`);
    return escape(value);
  });
  return `<!doctype html>
<html lang="en-PH" class="theme-dark">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
<meta name="theme-color" content="#0f1020" />
<meta name="color-scheme" content="dark" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<title>${title} · ${escape(brand)}</title>
<style>
  html, body { margin: 0; min-height: 100%; background: radial-gradient(circle at 70% 0%, #2b2f5c, #0f1020 70%) #0f1020; color: #eef0ff; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: grid; place-items: center; min-height: 100vh; padding: 24px; box-sizing: border-box; text-align: center; }
  main { max-width: 360px; }
  img { width: 96px; height: 96px; border-radius: 24px; box-shadow: 0 8px 32px rgba(245, 183, 0, 0.25); }
  h1 { margin: 24px 0 8px; font-size: 1.5rem; color: #ffd75e; }
  p { margin: 0 0 28px; line-height: 1.5; color: #b9bddb; }
  a { display: inline-block; min-width: 160px; padding: 14px 24px; border-radius: 999px; font-weight: 700; text-decoration: none; color: #1b1300; background: linear-gradient(180deg, #ffe9a3, #f5b700 55%, #b97a00); }
  a:focus-visible { outline: 3px solid #fff3c4; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <img src="/icons/icon-192.png" alt="${escape(brand)}" />
  <h1>${title}</h1>
  <p>${body}</p>
  <a href="">${retry}</a>
</main>
</body>
</html>
`;
}
