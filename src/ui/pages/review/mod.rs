//! The game review's page: the progress of the review running in a worker (one ply at a time,
//! cancel and go on), the evaluation curve as an SVG graph (a click on a point shows that
//! ply), the position, the blunders and mistakes with the better move, and "learn from your
//! mistakes". The model is `app::pages::review`.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::protocol::{Ask, Reply, ReviewRequest};
use crate::ai::review::{history, Mark, REVIEW_DEPTH};
use crate::ai::{Verdict, SEED};
use crate::app::decimal::{signed_tenths, tenths};
use crate::app::i18n::{side_word, t, tf, Lang, ReviewText};
use crate::app::pages::review::state::{ReviewedPly, TryOutcome, CURVE_LIMIT};
use crate::app::state::{Action, Page, PageAction, ReviewAction, ReviewState};
use crate::engine::{parse_move, Game, Move};

use crate::app::pages::review::view::ReviewBoardView;
use crate::app::state::{AnimAction, BoardAction};
use crate::ui::hooks::use_search;
use crate::ui::lapbar::{BoardTimer, LapBar};
use crate::ui::Board;

/// The review on screen.
pub fn page(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    let board = crate::app::pages::review::view::board_view(app);
    html! { <ReviewPage lang={app.lang()} review={app.pages.review.clone()} {board} on_action={on_action.clone()} /> }
}

/// The review's entry in the navigation (it reviews the game being played).
pub fn nav_entry(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    crate::ui::pages::nav_button("btn-review", t(app.lang(), ReviewText::Review), ReviewAction::ReviewCurrent.into(), on_action)
}

#[derive(Properties, PartialEq)]
pub struct ReviewPageProps {
    pub lang: Lang,
    pub review: ReviewState,
    /// The board's view model (`app::pages::review::view`).
    pub board: Option<ReviewBoardView>,
    pub on_action: Callback<Action>,
}

/// The review request for ply `index` of `game`.
fn request(game: &Game, index: usize, played: Move) -> ReviewRequest {
    let study = game.start().to_setup().validate(false).is_err();
    ReviewRequest { position: game.position_at(index).clone(), history: history(game, index), played, depth: None, nodes: None, study }
}

/// Reviews the review's next ply in the worker whenever [`ReviewState::next_ply`] changes (a
/// new request cancels the old one, so no stale reply arrives); cancelling the review stops it.
#[hook]
fn use_review_worker(review: &ReviewState, on_action: Callback<Action>) {
    let asked = review.next_ply().zip(review.game.clone()).map(|((run, index), game)| {
        let played = game.plies()[index].mv;
        ((run, index), Ask::Review(request(&game, index, played)))
    });
    use_search(asked, reviewed, on_action, false);
}

/// A ply's review, or why there is none, for the run that asked.
fn reviewed(&(run, index): &(u64, usize), reply: Reply) -> Option<Action> {
    let action = match reply {
        Reply::Reviewed { review } => ReviewAction::Reviewed { run, index, ply: Box::new(ReviewedPly::from(&review)) },
        Reply::Error { message } => ReviewAction::Failed { run, message },
        Reply::Lost { .. } => ReviewAction::Failed { run, message: "the search worker could not start or stopped".to_string() },
        _ => return None,
    };
    Some(action.into())
}

/// Checks the player's try ("find a better move") in a worker of its own.
#[hook]
fn use_try_worker(review: &ReviewState, on_action: Callback<Action>) {
    let asked = review.learn_check().zip(review.game.clone()).map(|((id, index, mv), game)| (id, Ask::Review(request(&game, index, mv))));
    use_search(asked, checked, on_action, false);
}

/// The try's mark: none, a mistake or a blunder (a try the worker could not check counts as a
/// blunder).
fn checked(&id: &u64, reply: Reply) -> Option<Action> {
    let mark = match reply {
        Reply::Reviewed { review } => review.mark,
        Reply::Error { .. } | Reply::Lost { .. } => Some(Mark::Blunder),
        _ => return None,
    };
    Some(ReviewAction::Checked { id, mark }.into())
}

fn mark_word(lang: Lang, mark: Mark) -> &'static str {
    t(lang, if mark == Mark::Blunder { ReviewText::Blunder } else { ReviewText::Mistake })
}

/// A score in words: a proven result or seeds for South.
fn score_words(lang: Lang, score: i32, verdict: Verdict) -> String {
    match verdict {
        Verdict::Proven { winner, plies } => tf(lang, ReviewText::Proven, &[side_word(lang, winner), &plies.to_string()]),
        _ => tf(lang, ReviewText::Eval, &[&signed_tenths(f64::from(score) / f64::from(SEED))]),
    }
}

const GRAPH_W: f64 = 600.0;
const GRAPH_H: f64 = 160.0;

/// The evaluation over the plies: a line through one point per reviewed ply, marked plies
/// coloured, each point a link to its ply.
fn graph(lang: Lang, review: &ReviewState, on_action: &Callback<Action>) -> Html {
    let total = review.total().max(1) as f64;
    let point = |i: usize, ply: &ReviewedPly| {
        let x = (i as f64 + 1.0) / total * (GRAPH_W - 10.0) + 5.0;
        let y = GRAPH_H / 2.0 - f64::from(ply.curve_value()) / f64::from(CURVE_LIMIT) * (GRAPH_H / 2.0 - 6.0);
        (x, y)
    };
    let line: Vec<String> = std::iter::once((5.0, GRAPH_H / 2.0))
        .chain(review.plies.iter().enumerate().map(|(i, p)| point(i, p)))
        .map(|(x, y)| format!("{},{}", tenths(x), tenths(y)))
        .collect();
    let dots = review.plies.iter().enumerate().map(|(i, ply)| {
        let (x, y) = point(i, ply);
        let class = classes!("pt", ply.mark.map(Mark::name), (review.cursor == i + 1).then_some("current"));
        let (score, verdict) = ply.played.unwrap_or((ply.best.1, ply.best.2));
        let label = tf(lang, ReviewText::PointLabel, &[&(i + 1).to_string(), &format!("{} — {}", ply.mv, score_words(lang, score, verdict))]);
        let onclick = on_action.reform(move |_: MouseEvent| ReviewAction::Goto(i + 1).into());
        html! { <circle {class} data-ply={(i + 1).to_string()} cx={tenths(x)} cy={tenths(y)} r={if ply.mark.is_some() { "5" } else { "3" }} {onclick}><title>{ label }</title></circle> }
    });
    html! {
        <svg id="review-graph" class="review-graph" viewBox="0 0 600 160" role="img" aria-label={t(lang, ReviewText::Graph)}>
            <line class="axis" x1="0" y1="80" x2="600" y2="80" />
            <polyline class="curve" points={line.join(" ")} />
            { for dots }
        </svg>
    }
}

fn marks_list(lang: Lang, review: &ReviewState, on_action: &Callback<Action>) -> Html {
    let marked = review.marked();
    if marked.is_empty() {
        return if review.running {
            html! {}
        } else {
            html! { <p id="review-marks" class="review-marks">{ t(lang, ReviewText::NoMarks) }</p> }
        };
    }
    html! {
        <ol id="review-marks" class="review-marks">
            { for marked.into_iter().map(|i| {
                let ply = &review.plies[i];
                let mark = ply.mark.map_or("", |m| mark_word(lang, m));
                let text = tf(lang, ReviewText::Better, &[&format!("{} {}", tf(lang, ReviewText::Ply, &[&(i + 1).to_string()]), ply.mv), mark, &ply.best.0.to_string()]);
                html! { <li class={ply.mark.map(Mark::name)}><button type="button" onclick={on_action.reform(move |_: MouseEvent| ReviewAction::Goto(i).into())}>{ text }</button></li> }
            }) }
        </ol>
    }
}

/// "Learn from your mistakes": the marked position, a move to type, the search's word on it.
fn learning(lang: Lang, review: &ReviewState, on_action: &Callback<Action>, try_text: &UseStateHandle<String>) -> Html {
    let (Some(learning), Some(index), Some(game)) = (&review.learning, review.learning_ply(), &review.game) else {
        return html! {};
    };
    let ply = &review.plies[index];
    let before = game.position_at(index).clone();
    let prompt = tf(
        lang,
        ReviewText::LearnPrompt,
        &[&(index + 1).to_string(), side_word(lang, ply.mover), &ply.mv.to_string(), ply.mark.map_or("", |m| mark_word(lang, m))],
    );
    let outcome = match learning.outcome {
        Some(TryOutcome::Good(mv)) => Some(("ok", tf(lang, ReviewText::Good, &[&mv.to_string()]))),
        Some(TryOutcome::NotBetter(mv, mark)) => Some(("error", tf(lang, ReviewText::NotBetter, &[&mv.to_string(), mark_word(lang, mark)]))),
        None if learning.checking.is_some() => Some(("", t(lang, ReviewText::Checking).to_string())),
        None => None,
    };
    let parsed = parse_move(&before, try_text.trim()).map(|(mv, _)| mv);
    let not_a_move = (!try_text.trim().is_empty()).then(|| parsed.as_ref().err().map(|e| e.to_string())).flatten();
    let on_check = {
        let (on_action, parsed) = (on_action.clone(), parsed.clone().ok());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(mv) = parsed {
                on_action.emit(ReviewAction::Try(mv).into());
            }
        })
    };
    let on_input = {
        let try_text = try_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                try_text.set(input.value());
            }
        })
    };
    let step = |forward: bool| on_action.reform(move |_: MouseEvent| ReviewAction::LearnStep(forward).into());
    html! {
        <section id="review-learning" class="review-learning">
            <p id="review-prompt">{ prompt }</p>
            <form onsubmit={on_check}>
                <input id="review-try" type="text" autocomplete="off" placeholder={t(lang, ReviewText::YourMove)} aria-label={t(lang, ReviewText::YourMove)} value={(**try_text).clone()} oninput={on_input} />
                <button id="review-check" type="submit" disabled={parsed.is_err()}>{ t(lang, ReviewText::Check) }</button>
            </form>
            if let Some(error) = not_a_move { <p class="editor-message error">{ tf(lang, ReviewText::NotAMove, &[&error]) }</p> }
            if let Some((class, text)) = outcome { <p id="review-outcome" class={classes!("editor-message", class)} role="status">{ text }</p> }
            <button id="review-prev" type="button" onclick={step(false)}>{ t(lang, ReviewText::Previous) }</button>
            <button id="review-next" type="button" onclick={step(true)}>{ t(lang, ReviewText::Next) }</button>
            <button id="review-stop-learning" type="button" onclick={on_action.reform(|_: MouseEvent| ReviewAction::StopLearning.into())}>{ t(lang, ReviewText::StopLearning) }</button>
        </section>
    }
}

/// The position on the board every page has: the move into it replayed and stepped lap by
/// lap; while learning from the mistakes the try is played on it.
fn board(lang: Lang, view: Option<&ReviewBoardView>, on_action: &Callback<Action>) -> Html {
    let Some(view) = view else { return html! {} };
    let send = |action: fn(crate::app::layout::Arrow) -> BoardAction| on_action.reform(move |step| ReviewAction::Board(action(step)).into());
    html! {
        <section id="review-board" class="board-area review-board" data-takes-move={view.takes_move.to_string()}>
            <Board model={view.board.clone()} on_hole={on_action.reform(|h| ReviewAction::Board(BoardAction::Click(h)).into())}
                on_dir={on_action.reform(|d| ReviewAction::Board(BoardAction::ChooseDir(d)).into())}
                on_arrow_key={send(BoardAction::Arrow)} on_enter={on_action.reform(|_| ReviewAction::Board(BoardAction::PickFocused).into())} />
            <LapBar {lang} model={view.lap_bar.clone()} on_lap={on_action.reform(|a| ReviewAction::Board(BoardAction::Lap(a)).into())} />
            <BoardTimer timer={view.timer.clone()} on_tick={on_action.reform(|()| ReviewAction::Board(BoardAction::Lap(AnimAction::Tick)).into())} />
            if let Some(text) = &view.refused { <p id="review-refused" class="notice" role="status">{ text }</p> }
        </section>
    }
}

/// The review page.
#[function_component]
pub fn ReviewPage(props: &ReviewPageProps) -> Html {
    let (lang, review, on_action) = (props.lang, &props.review, &props.on_action);
    use_review_worker(review, on_action.clone());
    use_try_worker(review, on_action.clone());
    let try_text = use_state(String::new);
    if review.game.as_ref().is_none_or(|g| g.plies().is_empty()) {
        let how = tf(lang, ReviewText::NoGame, &[t(lang, crate::app::i18n::ButtonText::Import), t(lang, ReviewText::Review)]);
        return html! { <section id="review" class="review"><p id="review-none">{ how }</p></section> };
    }
    let (done, total) = (review.plies.len(), review.total());
    let progress = if done < total {
        tf(lang, ReviewText::Progress, &[&done.to_string(), &total.to_string()])
    } else {
        tf(lang, ReviewText::Done, &[&total.to_string(), &REVIEW_DEPTH.to_string()])
    };
    let click = |action: ReviewAction| on_action.reform(move |_: MouseEvent| action.clone().into());
    html! {
        <section id="review" class="review" aria-labelledby="review-title">
            <h2 id="review-title">{ t(lang, ReviewText::Title) }</h2>
            <div class="review-progress">
                <progress id="review-progress" max={total.to_string()} value={done.to_string()} />
                <span id="review-status" role="status">{ progress }</span>
                if review.running {
                    <button id="review-cancel" type="button" onclick={click(ReviewAction::Cancel)}>{ t(lang, ReviewText::Cancel) }</button>
                } else if done < total {
                    <button id="review-resume" type="button" onclick={click(ReviewAction::Resume)}>{ t(lang, ReviewText::Resume) }</button>
                }
            </div>
            if let Some(message) = &review.failed { <p class="editor-message error" role="alert">{ tf(lang, ReviewText::Failed, &[message]) }</p> }
            { graph(lang, review, on_action) }
            <p id="review-ply">{ tf(lang, ReviewText::Ply, &[&review.cursor.to_string()]) }</p>
            { board(lang, props.board.as_ref(), on_action) }
            <h3>{ t(lang, ReviewText::Marks) }</h3>
            { marks_list(lang, review, on_action) }
            if review.learning.is_none() && !review.marked().is_empty() {
                <button id="review-learn" type="button" onclick={click(ReviewAction::Learn)}>{ t(lang, ReviewText::Learn) }</button>
            }
            { learning(lang, review, on_action, &try_text) }
            <button id="review-back" type="button" onclick={on_action.reform(|_: MouseEvent| PageAction::Open(Page::Game).into())}>{ t(lang, ReviewText::Back) }</button>
        </section>
    }
}
