//! The study bundle of the browser app: every page (the game, the learning path, drills,
//! puzzles, analysis, the board editor, the review). The play bundle (`bao-web`) loads it the
//! first time a study page is opened; Trunk builds it for wasm32. Natively it does nothing.

#[cfg(target_arch = "wasm32")]
fn main() {
    bao::ui::run_study();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("bao-study is the browser app's study bundle: build it with `trunk build` (see README)");
}
