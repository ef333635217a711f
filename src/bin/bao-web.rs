//! Entry point of the browser app; Trunk builds this binary for wasm32.

#[cfg(target_arch = "wasm32")]
fn main() {
    bao::ui::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("bao-web is the browser app: build it with `trunk build` (see README)");
}
