//! Writes the start-up shell (`bao::ui::shell`): the page frame and the board rendered ahead of
//! time, for `scripts/post-build.mjs` to put into `index.html`.

fn main() {
    print!("{}", bao::ui::shell::render());
}
