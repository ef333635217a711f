//! The header's title: "Bao" and the game on the board of the page shown
//! (`AppState::board_variant`) — a learning step in Bao la Kujifunza says Bao la Kujifunza
//! whatever game is saved; a page without a board names none.

use yew::prelude::*;

use crate::engine::Variant;

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
