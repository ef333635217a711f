// Registers the service worker and reports a waiting new version to the app: it sets
// <html data-update-ready> and fires "bao-update-ready"; the app shows "reload to update" and
// fires "bao-apply-update" when the user agrees. Nothing is applied mid-game without asking.
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
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (reloading || !document.documentElement.hasAttribute('data-update-ready')) return;
      reloading = true;
      window.location.reload();
    });
  });
})();
