//! The search worker: a Trunk worker target that answers `bao::ai::protocol` requests, one at
//! a time, with progress replies and a final move. The page's side is `bao::ui::worker`.
//! Natively it does nothing.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_request = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let clock = js_sys::Date::now;
        bao::ai::protocol::answer(&text, &clock, &mut |reply| {
            // Posting only fails for values that cannot be cloned; a string always can.
            let _ = replies.post_message(&JsValue::from_str(&reply.write()));
        });
    });
    scope.set_onmessage(Some(on_request.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_request.forget();
    let _ = scope.post_message(&JsValue::from_str(&bao::ai::protocol::Reply::Ready.write()));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
