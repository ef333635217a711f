//! The practice pages' effects: the shipped puzzle files fetched on first use (the service
//! worker keeps them for offline use), the first drill and puzzle, the show's timer and the
//! saving of the learning progress.

use std::rc::Rc;

use yew::prelude::*;

use crate::app::pages::practice::state::PuzzleLoad;
use crate::app::state::{AppState, Page, PracticeAction};

/// The puzzle files, relative to the page (copied into the site by Trunk).
pub const PUZZLE_FILES: [&str; 2] = ["puzzles/kujifunza.jsonl", "puzzles/kiswahili.jsonl"];

/// A seed for the next drill: the clock.
pub fn drill_seed() -> u64 {
    js_sys::Date::now() as u64
}

async fn fetch_all() -> Result<Vec<String>, String> {
    let mut texts = Vec::new();
    for file in PUZZLE_FILES {
        let response = gloo::net::http::Request::get(file).send().await.map_err(|e| e.to_string())?;
        if !response.ok() {
            return Err(format!("{file}: HTTP {}", response.status()));
        }
        texts.push(response.text().await.map_err(|e| e.to_string())?);
    }
    Ok(texts)
}

/// Loads the puzzles when the puzzle page first opens, starts the first drill or puzzle and
/// passes the clock when a page opens (the progress is saved by the Learn page's effects).
#[hook]
pub fn use_effects(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let mode = state.page();
    let loaded = matches!(state.pages.practice.puzzles, PuzzleLoad::Ready(_));
    let idle = state.pages.practice.puzzles == PuzzleLoad::Idle;
    let (no_drill, no_puzzle) = (state.pages.practice.drill.is_none(), state.pages.practice.puzzle.is_none() && state.pages.practice.own.is_none());
    {
        let dispatch = dispatch.clone();
        use_effect_with((mode, loaded, idle, no_drill, no_puzzle), move |&(mode, loaded, idle, no_drill, no_puzzle)| {
            let now = js_sys::Date::now();
            match mode {
                Page::Drill => {
                    dispatch.dispatch(PracticeAction::Clock(now).into());
                    if no_drill {
                        dispatch.dispatch(PracticeAction::NextDrill { seed: drill_seed() }.into());
                    }
                }
                Page::Puzzles if idle => {
                    dispatch.dispatch(PracticeAction::PuzzlesLoading.into());
                    yew::platform::spawn_local(async move {
                        let action = match fetch_all().await {
                            Ok(texts) => PracticeAction::PuzzlesLoaded(Rc::new(texts)),
                            Err(why) => PracticeAction::PuzzlesFailed(why),
                        };
                        dispatch.dispatch(action.into());
                    });
                }
                Page::Puzzles => {
                    dispatch.dispatch(PracticeAction::Clock(now).into());
                    if loaded && no_puzzle {
                        dispatch.dispatch(PracticeAction::NextPuzzle { now }.into());
                    }
                }
                _ => {}
            }
        });
    }
    // The sowing shown, paced as on every board; it stays on its last frame (the page reads
    // it there), so the timer stops at the end instead of ticking past it.
    let board = &state.pages.practice.board_session;
    let settings = state.settings();
    let tick = Callback::from(move |()| dispatch.dispatch(PracticeAction::Tick.into()));
    crate::ui::hooks::use_board_timer(board.anim.as_ref().filter(|a| a.running()), false, settings.speed, settings.sound, tick);
}
