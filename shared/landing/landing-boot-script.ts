/**
 * The script landing.html carries inline instead of the app's entry: it loads the entry (and
 * preloads its imports) once `/` has shown its first content, so parsing and running the app's
 * JavaScript does not hold back that paint on a busy CPU. A hidden tab loads it at once; a browser
 * that reports no paint loads it after three seconds. The entry and its imports are read from the
 * script tag's data attributes, so this text (whose hash the CSP allows) never changes with a build.
 */
export const LANDING_BOOT_SCRIPT = `(() => {
  const tag = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of tag.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.dataset.entry;
    document.head.append(entry);
  };
  setTimeout(start, 3000);
  if (document.visibilityState !== 'visible') return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
})();`;
