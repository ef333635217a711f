// Registers the service worker and reports a waiting new version to the app: it sets
// <html data-update-ready> and fires "bao-update-ready"; the app shows "reload to update" and
// fires "bao-apply-update" when the user agrees ("bao-apply-update-anyway" once told that this
// tab's work would be lost). Nothing is applied mid-game without asking,
// and no tab loses work to a reload it did not ask for: a tab holding work a reload would lose
// (text typed in a box, or <html data-unsaved>, set by the app while the browser's storage
// refuses its saves) is asked first ("bao-update-blocked"), and when another tab applies the
// update such a tab is told ("bao-update-applied") instead of reloaded.
(function () {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  let applying = false;
  // Text typed by the user (a trusted input event) into a box that still holds some.
  document.addEventListener('input', function (event) {
    const box = event.target;
    if (event.isTrusted && box && (box.tagName === 'TEXTAREA' || (box.tagName === 'INPUT' && box.type === 'text'))) {
      box.dataset.typed = '';
    }
  }, true);
  function holdsUnsavedWork() {
    if (document.documentElement.hasAttribute('data-unsaved')) return true;
    return Array.from(document.querySelectorAll('[data-typed]')).some(function (box) { return box.value !== ''; });
  }
  function announce(worker) {
    document.documentElement.dataset.updateReady = '';
    window.dispatchEvent(new CustomEvent('bao-update-ready'));
    function apply() {
      applying = true;
      worker.postMessage('skip-waiting');
    }
    window.addEventListener('bao-apply-update', function () {
      if (holdsUnsavedWork()) window.dispatchEvent(new CustomEvent('bao-update-blocked'));
      else apply();
    });
    // The player was told this tab's work would be lost, and chose to reload.
    window.addEventListener('bao-apply-update-anyway', apply);
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
      if (!applying && holdsUnsavedWork()) {
        window.dispatchEvent(new CustomEvent('bao-update-applied'));
        return;
      }
      reloading = true;
      window.location.reload();
    });
  });
})();
