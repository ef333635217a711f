//! The few browser services the app uses: localStorage, the URL fragment, downloads, the
//! clipboard and a short sound. A storage failure is returned as a [`StorageFault`] (the app
//! tells the player); the others change nothing and are ignored.

use std::cell::Cell;

use gloo::utils::{document, window};
use web_sys::wasm_bindgen::{JsCast, JsValue};

use crate::app::save::StorageFault;

thread_local! {
    /// A read of the storage failed: nothing is written for the rest of the visit, so what is
    /// stored stays untouched.
    static UNREADABLE: Cell<bool> = const { Cell::new(false) };
}

/// The site's localStorage; `Err` when the browser gives none or refuses it.
fn storage() -> Result<web_sys::Storage, StorageFault> {
    window().local_storage().ok().flatten().ok_or(StorageFault::Unavailable)
}

/// What is stored under `key` (`None`: nothing). A refused read makes every later write refuse.
pub fn read(key: &str) -> Result<Option<String>, StorageFault> {
    let text = storage().and_then(|s| s.get_item(key).map_err(|_| StorageFault::Unavailable));
    if text.is_err() {
        UNREADABLE.with(|u| u.set(true));
    }
    text
}

/// Writes nothing more this visit (something read could not be kept aside).
pub fn refuse_writes() {
    UNREADABLE.with(|u| u.set(true));
}

/// Stores `value` under `key`, unless a read failed this visit.
pub fn write(key: &str, value: &str) -> Result<(), StorageFault> {
    if UNREADABLE.with(Cell::get) {
        return Err(StorageFault::Unavailable);
    }
    storage()?.set_item(key, value).map_err(|error| {
        let name = js_sys::Reflect::get(&error, &JsValue::from_str("name")).ok().and_then(|n| n.as_string());
        match name.as_deref() {
            Some("QuotaExceededError") => StorageFault::Full,
            _ => StorageFault::Unavailable,
        }
    })
}

/// Marks the page as holding work that a reload would lose (`data-unsaved` on the root), so
/// that an app update started in another tab asks here before reloading (static/sw-register.js).
pub fn mark_unsaved(unsaved: bool) {
    if let Some(root) = document().document_element() {
        let _ = if unsaved { root.set_attribute("data-unsaved", "") } else { root.remove_attribute("data-unsaved") };
    }
}

/// The URL fragment, with its `#` (empty when there is none).
pub fn fragment() -> String {
    window().location().hash().unwrap_or_default()
}

/// Puts `fragment` (with its `#`) in the address bar without reloading: as a new entry of the
/// browser's history (`push`: Back returns to the entry before) or in place of the current one.
pub fn set_fragment(fragment: &str, push: bool) {
    if let (Ok(history), Ok(path), Ok(search)) = (window().history(), window().location().pathname(), window().location().search()) {
        let url = format!("{path}{search}{fragment}");
        let _ = if push { history.push_state_with_url(&JsValue::NULL, "", Some(&url)) } else { history.replace_state_with_url(&JsValue::NULL, "", Some(&url)) };
    }
}

/// The page's address without its fragment (to build a share link).
pub fn page_url() -> String {
    let href = window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

pub fn prefers_reduced_motion() -> bool {
    window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

pub fn browser_language() -> String {
    window().navigator().language().unwrap_or_default()
}

/// A game id prefix unique across tabs and visits.
pub fn unique_prefix() -> String {
    format!("{:x}{:06x}", js_sys::Date::now() as u64, (js_sys::Math::random() * 16_777_216.0) as u32)
}

/// Offers `text` as a file download.
pub fn download(filename: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Ok(anchor) = document().create_element("a").map(|a| a.unchecked_into::<web_sys::HtmlAnchorElement>()) {
        anchor.set_href(&url);
        anchor.set_download(filename);
        anchor.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Copies to the clipboard when the browser allows it (the link is shown either way).
pub fn copy(text: &str) {
    let _ = window().navigator().clipboard().write_text(text);
}

/// Applies the theme and language to the page root (`data-theme`, `lang`).
pub fn apply_page_settings(theme: &str, lang: &str) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("data-theme", theme);
        let _ = root.set_attribute("lang", lang);
    }
}

/// Whether a service-worker update waits (set by static/sw-register.js).
pub fn update_waiting() -> bool {
    document().document_element().is_some_and(|root| root.has_attribute("data-update-ready"))
}

/// Asks the waiting service worker to take over; the page then reloads — unless it holds
/// work a reload would lose, which static/sw-register.js reports first ("bao-update-blocked"),
/// or `anyway`, once the player was told.
pub fn apply_update(anyway: bool) {
    let name = if anyway { "bao-apply-update-anyway" } else { "bao-apply-update" };
    if let Ok(event) = web_sys::CustomEvent::new(name) {
        let _ = window().dispatch_event(&event);
    }
}

/// Reloads the page (the new version another tab installed).
pub fn reload() {
    let _ = window().location().reload();
}

/// A short soft click for a dropped seed.
pub fn click_sound() {
    thread_local! {
        static AUDIO: Option<web_sys::AudioContext> = web_sys::AudioContext::new().ok();
    }
    AUDIO.with(|audio| {
        let Some(ctx) = audio else { return };
        let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else { return };
        let now = ctx.current_time();
        osc.set_type(web_sys::OscillatorType::Sine);
        osc.frequency().set_value(520.0);
        gain.gain().set_value(0.08);
        let _ = gain.gain().exponential_ramp_to_value_at_time(0.001, now + 0.06);
        let _ = osc.connect_with_audio_node(&gain).and_then(|_| gain.connect_with_audio_node(&ctx.destination()));
        let _ = osc.start().and_then(|_| osc.stop_with_when(now + 0.07));
    });
}

/// The value of the `<select>` an event came from (empty when it came from something else).
pub fn select_value(e: &web_sys::Event) -> String {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}
