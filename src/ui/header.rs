//! The header's title: "Bao" and the game on the board of the page shown — a learning step in
//! Bao la Kujifunza says Bao la Kujifunza whatever game is saved; a page without a board names
//! none.

use yew::prelude::*;

use crate::app::state::{AppState, Page};
use crate::engine::Variant;

/// The game on the board of the page shown (`None`: the page has no board now).
pub fn page_variant(state: &AppState) -> Option<Variant> {
    match state.page() {
        Page::Play => Some(state.game().position().variant()),
        Page::Learn => state.learn().run.as_ref().map(|run| run.game.position().variant()),
        Page::Drill => state.practice().drill.as_ref().map(|run| run.drill.position.variant()),
        Page::Puzzles => state.practice().puzzle.as_ref().map(|run| run.position.variant()),
        Page::Analysis => state.analysis().board.as_ref().map(|board| board.tree.start().variant()),
        Page::Editor => Some(state.editor().variant()),
        Page::Review => state.review().game.as_ref().map(|game| game.start().variant()),
    }
}

/// "Bao · Bao la Kujifunza": the app and the game on the page's board.
pub fn page_title(variant: Option<Variant>) -> Html {
    html! {
        <h1>{ "Bao" }
            if let Some(variant) = variant {
                <span class="variant-title" data-variant={variant.name()}>{ format!(" · {}", variant.title()) }</span>
            }
        </h1>
    }
}
