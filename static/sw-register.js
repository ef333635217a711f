// Registers the service worker and reports a waiting new version to the app: it sets
// <html data-update-ready> and fires "bao-update-ready"; the app shows "reload to update" and
// fires "bao-apply-update" when the user agrees. Nothing is applied mid-game without asking.
// Three seconds after it is ready, it asks the service worker to cache the rest of the app.
(function () {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  function announce(worker) {
    document.documentElement.dataset.updateReady = '';
    window.dispatchEvent(new CustomEvent('bao-update-ready'));
    window.addEventListener('bao-apply-update', function () { worker.postMessage('skip-waiting'); });
  }
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('./sw.js').then(function (registration) {
      if (!registration) return;
      if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
      registration.addEventListener('updatefound', function () {
        const worker = registration.installing;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(worker);
        });
      });
    }).catch(function (error) { console.warn('service worker not registered:', error); });
    // Once the page has loaded, the rest of the app (the study pages, the AI) is cached in the
    // background, so it works offline later; it is not part of the first load.
    navigator.serviceWorker.ready.then(function (registration) {
      setTimeout(function () { if (registration.active) registration.active.postMessage('warm-up'); }, 3000);
    });
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (reloading || !document.documentElement.hasAttribute('data-update-ready')) return;
      reloading = true;
      window.location.reload();
    });
  });
})();
