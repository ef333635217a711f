//! Entry point of the browser app: every page in one wasm (the AI's search runs in its own
//! worker, `bao-worker`). Trunk builds this binary for wasm32; natively it does nothing.

#[cfg(target_arch = "wasm32")]
fn main() {
    bao::ui::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("bao-web is the browser app: build it with `trunk build` (see README)");
}
