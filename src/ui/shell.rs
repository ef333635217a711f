//! The start-up shell: the page frame and the board of a first visit, rendered ahead of time
//! (natively, by Yew's server renderer, from the app's own components: `src/bin/bao-shell.rs`,
//! run by `scripts/post-build.mjs`) into `index.html`, so the page paints before the wasm
//! arrives; the app replaces it when it mounts. It depends on nothing stored, on no language
//! and on no address: its words are hidden until the app speaks the reader's language.

use std::future::Future;

use yew::prelude::*;

use crate::app::i18n::Lang;
use crate::app::state::{AppState, Stored};

/// The state every visit starts from before anything is read: no stored data, English.
fn first_state() -> AppState {
    let mut state = AppState::start(Stored::default(), Lang::En, "shell".into());
    state.screen.welcome = false;
    state
}

/// The page frame of the play page around the start position: the header (its navigation and
/// toolbar), the board between its reserves, and the side panel's
/// place, empty; callbacks go nowhere.
#[function_component]
fn Shell() -> Html {
    let state = first_state();
    let on_action = Callback::noop();
    let model = crate::app::view::BoardModel::of(&crate::app::view::game_board(&state, None));
    html! {
        <div class="app shell">
            <header class="top">
                { super::header::page_title(None) }
                { super::nav::page_nav(&state, &on_action) }
                <super::toolbar::Toolbar lang={Lang::En} settings={*state.settings()} on_action={on_action.clone()} />
            </header>
            <main class="layout">
                <section class="board-area">{ super::areas::board_with_reserves(&model, &on_action) }</section>
                <aside class="side"></aside>
            </main>
        </div>
    }
}

/// The shell's markup.
pub fn render() -> String {
    let render = yew::LocalServerRenderer::<Shell>::new().hydratable(false).render();
    let mut render = std::pin::pin!(render);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(html) = render.as_mut().poll(&mut context) {
            return html;
        }
    }
}
