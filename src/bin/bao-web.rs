//! Entry point of the browser app's play bundle (the game; the page's first load); Trunk
//! builds this binary for wasm32. The study pages come with `bao-study`.

#[cfg(target_arch = "wasm32")]
fn main() {
    bao::ui::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("bao-web is the browser app: build it with `trunk build` (see README)");
}
