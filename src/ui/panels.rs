//! The panels beside the board: game status, move input prompts, controls and the move list.
//! Presentational: they render what they are given and report clicks through callbacks.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::explain::{CursorStep, MoveRow};
use crate::app::i18n::{self, t, tf, ButtonText, Lang, PlayText, RecordText};
use crate::app::input::SowingChoice;
use crate::app::narrated::NarrationModel;
use crate::app::pages::game::view::StatusView;
use crate::engine::{Dir, Side};

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub lang: Lang,
    /// The position, the result, the players, the thinking and viewing lines.
    pub status: StatusView,
    pub on_rematch: Callback<()>,
    /// Review the finished game.
    #[prop_or_default]
    pub on_review: Option<Callback<()>>,
    pub on_new_game: Callback<()>,
    pub on_next_match_game: Callback<()>,
    pub on_live: Callback<()>,
    /// "Play from here": a new game from the viewed position.
    pub on_play_from: Callback<()>,
}

/// Side to move, stages, houses, takasia, the result and the match score.
#[function_component]
pub fn Status(props: &StatusProps) -> Html {
    let (lang, status) = (props.lang, &props.status);
    let pos = &status.position;
    let variant = pos.variant();
    let side_line = |side: Side| {
        let stage = i18n::stage_explained(lang, variant, pos.stage_of(side));
        let house_state = if variant == crate::engine::Variant::Kujifunza {
            String::new()
        } else {
            i18n::house_state_words(lang, variant, pos.house_functional(side), pos.house_owned(side))
        };
        html! {
            <li class="side-line" data-side={side.name()}>
                <strong>{ i18n::side_word(lang, side) }</strong>
                { format!(" ({}) · {stage} · {}", status.players[side.index()], i18n::reserve_count(lang, variant, pos.reserve(side))) }
                if !house_state.is_empty() { <span class="house-state">{ format!(" · {house_state}") }</span> }
            </li>
        }
    };
    let result = status.result.map(|(outcome, reason)| {
        let match_button = status.kete_match.filter(|m| !m.scored(outcome).decided()).map(|_| {
            html! { <button id="btn-next-match" onclick={props.on_next_match_game.reform(|_| ())}>{ t(lang, ButtonText::NextMatchGame) }</button> }
        });
        html! {
            <div class="result" data-result={outcome.name()} data-reason={reason.name()} role="status">
                <p>{ i18n::result_words_for(lang, outcome, reason, status.person) }</p>
                { match_button.unwrap_or_default() }
                <button id="btn-rematch" onclick={props.on_rematch.reform(|_| ())}>{ t(lang, ButtonText::Rematch) }</button>
                if let Some(on_review) = &props.on_review {
                    <button id="btn-review-game" onclick={on_review.reform(|_| ())}>{ t(lang, i18n::ReviewText::Review) }</button>
                }
                <button onclick={props.on_new_game.reform(|_| ())}>{ t(lang, ButtonText::NewGame) }</button>
            </div>
        }
    });
    let score = status.kete_match.map(|m| {
        let shown = status.result.map_or(m, |(outcome, _)| m.scored(outcome));
        let name = |p: usize| if m.player_of(Side::South) == p { status.players[0].clone() } else { status.players[1].clone() };
        html! {
            <p class="match-score">
                { tf(lang, PlayText::MatchScore, &[&m.game.to_string(), &name(0), &shown.points(0), &shown.points(1), &name(1)]) }
                if status.result.is_some() && shown.decided() { { format!(" {}", t(lang, PlayText::MatchOver)) } }
            </p>
        }
    });
    html! {
        <section class="status">
            if let Some(viewing) = &status.viewing {
                <p class="viewing">{ viewing.clone() }
                    <button id="btn-live" onclick={props.on_live.reform(|_| ())}>{ t(lang, ButtonText::Live) }</button>
                    <button id="btn-play-from" onclick={props.on_play_from.reform(|_| ())}>{ t(lang, ButtonText::PlayFromHere) }</button></p>
            }
            if status.result.is_none() {
                <p id="to-move" data-side={pos.to_move().name()} class={classes!("to-move", pos.to_move().name())}>
                    { tf(lang, PlayText::StatusToMove, &[i18n::side_word(lang, pos.to_move())]) }
                    if let Some(thinking) = &status.thinking { <span class="thinking">{ format!(" — {thinking}") }</span> }
                </p>
            }
            { result.unwrap_or_default() }
            { score.unwrap_or_default() }
            <ul class="sides">{ side_line(Side::North) }{ side_line(Side::South) }</ul>
            if let Some(mark) = pos.takasia() {
                <p class="takasia-line">{ tf(lang, PlayText::StatusTakasia, &[i18n::takasia_word(variant), &mark.name()]) }</p>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct NarrationPanelProps {
    pub model: NarrationModel,
}

/// The highlighted move told lap by lap, in a box of fixed height (the page never moves when
/// it changes). Not a live region: the screen reader's sentence is said by `#live`.
#[function_component]
pub fn NarrationPanel(props: &NarrationPanelProps) -> Html {
    let model = &props.model;
    html! {
        <section id="narration" class="narration" data-ply={model.ply.to_string()}>
            <h2>{ model.heading.clone() }</h2>
            <ol>{ for model.lines.iter().enumerate().map(|(i, line)| {
                let current = model.current == Some(i);
                html! { <li class={classes!(current.then_some("current"))} aria-current={current.then_some("step")}>{ line.clone() }</li> }
            }) }</ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct PromptProps {
    pub lang: Lang,
    pub variant: crate::engine::Variant,
    /// The picked start hole and its direction choices.
    pub picked: Option<(crate::engine::Hole, Vec<SowingChoice>)>,
    /// Gambit: seeds placed and to place.
    pub gambit: Option<(usize, usize)>,
    pub safari_question: bool,
    /// Caption ("lap 3", "placing a seed in A6") and the hand's doing ("sowing to South's
    /// left (<) · 3 seeds in hand") of the running animation.
    pub animation: Option<(String, String)>,
    pub on_dir: Callback<Dir>,
    pub on_safari: Callback<bool>,
    pub on_gambit_undo: Callback<()>,
    pub on_gambit_confirm: Callback<()>,
    pub on_skip: Callback<()>,
    /// The first laps previewed (shown in the direction bar, or as a line under the board).
    #[prop_or_default]
    pub previews: Vec<crate::app::view::LapPreview>,
    /// The opponent's best reply to each move considered (a line under the previews).
    #[prop_or_default]
    pub replies: Vec<crate::app::view::reply::ReplyLine>,
    /// Gambit: the mover and which of his placements the opponent captures at once.
    #[prop_or_default]
    pub exposure: Option<(Side, crate::app::explain::GambitExposure)>,
}

/// What the player is asked right now: a direction, stop or safari, the gambit placement.
#[function_component]
pub fn Prompt(props: &PromptProps) -> Html {
    let lang = props.lang;
    let animation = props.animation.clone().map(|(caption, detail)| {
        html! {
            <p class="anim-info">
                <span id="lap">{ caption }</span>
                { format!(" · {detail}") }
                <button id="btn-skip" onclick={props.on_skip.reform(|_| ())}>{ t(lang, ButtonText::Skip) }</button>
            </p>
        }
    });
    let picked = props.picked.as_ref().map(|(hole, choices)| super::board_parts::dir_bar(lang, *hole, choices, &props.previews, &props.on_dir));
    let preview = props.picked.is_none().then(|| super::board_parts::preview_line(&props.previews));
    let safari = props.safari_question.then(|| {
        html! {
            <p class="safari-question" role="alert">
                { tf(lang, PlayText::SafariQuestion, &[i18n::house_word(props.variant)]) }{ " " }
                <button id="safari-stop" onclick={props.on_safari.reform(|_| false)}>{ t(lang, ButtonText::Stop) }</button>
                <button id="safari-go" onclick={props.on_safari.reform(|_| true)}>{ t(lang, ButtonText::Safari) }</button>
            </p>
        }
    });
    let gambit = props.gambit.map(|(placed, total)| {
        html! { <>
            <p class="gambit" data-placed={placed.to_string()} data-total={total.to_string()}>
                { tf(lang, PlayText::PickGambit, &[&placed.to_string(), &total.to_string()]) }{ " " }
                <button id="gambit-undo" disabled={placed == 0} onclick={props.on_gambit_undo.reform(|_| ())}>{ t(lang, ButtonText::PlaceUndo) }</button>
                <button id="gambit-confirm" disabled={placed != total} onclick={props.on_gambit_confirm.reform(|_| ())}>{ t(lang, ButtonText::PlaceConfirm) }</button>
            </p>
            if let Some((mover, exposure)) = &props.exposure { { super::board_parts::gambit_help(lang, *mover, exposure) } }
        </> }
    });
    html! {
        <div class="prompt">
            { animation.unwrap_or_default() }
            { safari.unwrap_or_default() }
            { picked.unwrap_or_default() }
            { preview.unwrap_or_default() }
            { super::board_parts::reply_line(&props.replies) }
            { gambit.unwrap_or_default() }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    pub lang: Lang,
    pub variant: crate::engine::Variant,
    /// Annotated moves, one per ply.
    pub moves: Vec<String>,
    /// The rows of the list, numbered as the status line numbers them.
    pub rows: Vec<MoveRow>,
    /// The ply shown (None: the live position).
    pub viewing: Option<usize>,
    pub on_view: Callback<Option<usize>>,
    /// The buttons first / previous / next / last (the keys Home ← → End go the same way).
    pub on_step: Callback<CursorStep>,
}

/// The move list, numbered by move (a South and a North ply) with [`crate::app::explain::Numbering`];
/// click an entry to view it, or step with the buttons above it (and the keys Home ← → End,
/// see `hooks::listeners`). The current entry is kept in sight inside the list.
#[function_component]
pub fn History(props: &HistoryProps) -> Html {
    let lang = props.lang;
    let plies = props.moves.len();
    let current = props.viewing.unwrap_or(plies);
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(current, move |_| scroll_current_into_list(&list_ref));
    }
    // A game starting with North to move has a first row without South's ply.
    let entry = |ply: Option<usize>| -> Html {
        let Some((ply, mv)) = ply.and_then(|ply| props.moves.get(ply).map(|m| (ply, m))) else {
            return html! { <span class="ply empty"></span> };
        };
        let shown = ply + 1;
        let class = classes!("ply", (shown == current).then_some("current"));
        let target = if shown == plies { None } else { Some(shown) };
        html! { <button {class} data-ply={shown.to_string()} aria-current={(shown == current).then_some("step")} onclick={props.on_view.reform(move |_| target)}>{ breakable(mv) }</button> }
    };
    let step_button = |id: &'static str, symbol: &'static str, key: RecordText, step: CursorStep, disabled: bool| {
        let label = t(lang, key);
        html! { <button {id} title={label} aria-label={label} {disabled} onclick={props.on_step.reform(move |_| step)}>{ symbol }</button> }
    };
    html! {
        <section class="history">
            <h2>{ t(lang, PlayText::HistoryTitle) }</h2>
            <div class="move-nav" role="group" aria-label={t(lang, RecordText::MoveListKeys)}>
                { step_button("mv-first", "|◀", RecordText::MoveListFirst, CursorStep::First, current == 0) }
                { step_button("mv-prev", "◀", RecordText::MoveListPrev, CursorStep::Prev, current == 0) }
                { step_button("mv-next", "▶", RecordText::MoveListNext, CursorStep::Next, current == plies) }
                { step_button("mv-last", "▶|", RecordText::MoveListLast, CursorStep::Last, current == plies) }
            </div>
            <div ref={list_ref} class="move-list" tabindex="0" aria-label={t(lang, RecordText::MoveListKeys)} data-current={current.to_string()}>
                <button class={classes!("ply", "start", (current == 0).then_some("current"))} data-ply="0"
                        onclick={props.on_view.reform(|_| Some(0))}>{ t(lang, PlayText::HistoryStart) }</button>
                <ol>
                    { for props.rows.iter().map(|r| html! { <li><span class="move-number">{ format!("{}.", r.number) }</span>{ entry(r.south) }{ entry(r.north) }</li> }) }
                </ol>
            </div>
            if let Some(legend) = i18n::move_marks_legend(lang, props.variant, &props.moves) { <p class="marks-legend">{ legend }</p> }
        </section>
    }
}

/// A move as the list writes it, free to wrap after each comma of a long Bawo gambit
/// (`<wbr>` adds no text: the entry still reads `@A1,A1,A6,B3,B3`).
fn breakable(notation: &str) -> Html {
    let mut parts = notation.split_inclusive(',').peekable();
    let mut nodes = Vec::new();
    while let Some(part) = parts.next() {
        nodes.push(html! { { part.to_string() } });
        if parts.peek().is_some() {
            nodes.push(html! { <wbr /> });
        }
    }
    nodes.into_iter().collect()
}

/// Scrolls the move list (only the list, never the page) so that its current entry is seen.
fn scroll_current_into_list(list_ref: &NodeRef) {
    let Some(list) = list_ref.cast::<web_sys::HtmlElement>() else { return };
    let Some(entry) = list.query_selector(".ply.current").ok().flatten().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) else { return };
    let (top, bottom) = (list.scroll_top(), list.scroll_top() + list.client_height());
    // The list is the entries' offset parent (`position: relative`, styles/records.css).
    let offset = entry.offset_top();
    if offset < top {
        list.set_scroll_top(offset);
    } else if offset + entry.offset_height() > bottom {
        list.set_scroll_top(offset + entry.offset_height() - list.client_height());
    }
}
