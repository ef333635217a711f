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
use crate::app::pages::review::judge::PlyVerdict;
use crate::app::pages::review::state::{ReviewedPly, TryOutcome, CURVE_LIMIT};
use crate::app::pages::review::view::{cost_words, refutation_words, verdict_words};
use crate::app::state::{Action, Page, PageAction, ReviewAction, ReviewState};
use crate::engine::{parse_move, Game, Move};

use crate::app::pages::review::view::ReviewBoardView;
use crate::app::state::{AnimAction, BoardAction};
use crate::ui::hooks::use_search;
use crate::ui::lapbar::{BoardTimer, LapBar};

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
/// The plot's left edge: room for the axis's words.
const GRAPH_LEFT: f64 = 90.0;

/// The evaluation over the plies: a line through one point per reviewed ply, marked plies
/// coloured, each point a link to its ply; the zero line, the axis's words (who is ahead) and
/// ply numbers along the bottom.
fn graph(lang: Lang, review: &ReviewState, on_action: &Callback<Action>) -> Html {
    let total = review.total().max(1) as f64;
    let mid = GRAPH_H / 2.0 - 6.0;
    let x_of = |plies: f64| GRAPH_LEFT + plies / total * (GRAPH_W - GRAPH_LEFT - 10.0);
    let point = |i: usize, ply: &ReviewedPly| (x_of(i as f64 + 1.0), mid - f64::from(ply.curve_value()) / f64::from(CURVE_LIMIT) * (mid - 8.0));
    let line: Vec<String> = std::iter::once((x_of(0.0), mid))
        .chain(review.plies.iter().enumerate().map(|(i, p)| point(i, p)))
        .map(|(x, y)| format!("{},{}", tenths(x), tenths(y)))
        .collect();
    let dots = review.plies.iter().enumerate().map(|(i, ply)| {
        let (x, y) = point(i, ply);
        let verdict = ply.judgement();
        let class = classes!("pt", verdict.map(PlyVerdict::name), (review.cursor == i + 1).then_some("current"));
        let (score, verdict_of_score) = ply.played.unwrap_or((ply.best.1, ply.best.2));
        let label = tf(lang, ReviewText::PointLabel, &[&(i + 1).to_string(), &format!("{} — {}", ply.mv, score_words(lang, score, verdict_of_score))]);
        let onclick = on_action.reform(move |_: MouseEvent| ReviewAction::Goto(i + 1).into());
        html! { <circle {class} data-ply={(i + 1).to_string()} data-mark={ply.mark.map(Mark::name)} cx={tenths(x)} cy={tenths(y)} r={if verdict.is_some() { "5" } else { "3" }} {onclick}><title>{ label }</title></circle> }
    });
    let step = ((total / 8.0).ceil() as usize).max(1);
    let ticks = (0..=review.total()).step_by(step).map(|n| {
        let x = tenths(x_of(n as f64));
        html! { <text class="tick" x={x} y={tenths(GRAPH_H - 2.0)} text-anchor="middle">{ n }</text> }
    });
    html! {
        <figure class="review-figure">
            <svg id="review-graph" class="review-graph" viewBox="0 0 600 160" role="img" aria-label={t(lang, ReviewText::Graph)}>
                <line class="axis" x1={tenths(GRAPH_LEFT)} y1={tenths(mid)} x2="600" y2={tenths(mid)} />
                <line class="axis-y" x1={tenths(GRAPH_LEFT)} y1="2" x2={tenths(GRAPH_LEFT)} y2={tenths(GRAPH_H - 14.0)} />
                <text class="axis-word" x="2" y="14">{ t(lang, ReviewText::AxisSouth) }</text>
                <text class="axis-word" x="2" y={tenths(mid + 4.0)}>{ format!("0 — {}", t(lang, ReviewText::AxisEven)) }</text>
                <text class="axis-word" x="2" y={tenths(GRAPH_H - 18.0)}>{ t(lang, ReviewText::AxisNorth) }</text>
                <text class="axis-word" x="2" y={tenths(GRAPH_H - 2.0)}>{ t(lang, ReviewText::AxisPly) }</text>
                { for ticks }
                <polyline class="curve" points={line.join(" ")} />
                { for dots }
            </svg>
            { legend(lang) }
        </figure>
    }
}

/// The graph's legend: what the points' colours and the edges mean.
fn legend(lang: Lang) -> Html {
    let item =
        |verdict: PlyVerdict| html! { <li><span class={classes!("swatch", verdict.name())} aria-hidden="true"></span>{ verdict_words(lang, verdict) }</li> };
    html! {
        <figcaption id="review-legend" class="review-legend">
            <span>{ t(lang, ReviewText::Legend) }{ ": " }</span>
            <ul>
                { item(PlyVerdict::Blunder) }{ item(PlyVerdict::Mistake) }{ item(PlyVerdict::Inaccuracy) }
                <li>{ t(lang, ReviewText::LegendEdge) }</li>
            </ul>
        </figcaption>
    }
}

/// The marked plies: each with its label, the better move and what the played move cost; a
/// click shows the ply, "Show why" its refutation line on the board. Hidden while learning
/// from the mistakes (it would give the answer away).
fn marks_list(lang: Lang, review: &ReviewState, on_action: &Callback<Action>) -> Html {
    let marked = review.marked();
    if review.learning.is_some() {
        return html! {};
    }
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
                let verdict = ply.judgement();
                let label = verdict.map_or("", |v| verdict_words(lang, v));
                let text = tf(lang, ReviewText::Better, &[&format!("{} {}", tf(lang, ReviewText::Ply, &[&(i + 1).to_string()]), ply.mv), label, &ply.best.0.to_string()]);
                let cost = cost_words(lang, ply);
                let why = (ply.refutation.len() > 1).then(|| html! {
                    <button type="button" class="review-why" data-ply={(i + 1).to_string()} onclick={on_action.reform(move |_: MouseEvent| ReviewAction::ShowRefutation(i).into())}>{ t(lang, ReviewText::ShowWhy) }</button>
                });
                html! {
                    <li class={verdict.map(PlyVerdict::name)} data-ply={(i + 1).to_string()}>
                        <button type="button" onclick={on_action.reform(move |_: MouseEvent| ReviewAction::Goto(i).into())}>{ text }</button>
                        { " " }<span class="review-cost">{ cost }</span>{ " " }{ for why }
                    </li>
                }
            }) }
        </ol>
    }
}

/// The refutation on the board, in words (while it is shown).
fn why(lang: Lang, review: &ReviewState) -> Html {
    let Some(text) = review.showing.and_then(|i| review.plies.get(i)).and_then(|ply| refutation_words(lang, ply)) else { return html! {} };
    html! { <p id="review-why" class="review-why-text" role="status">{ text }</p> }
}

/// "Practise my mistakes": once the review is done, the learner's blunders and mistakes become
/// exercises of the practice's review, and the puzzle page opens on the first.
fn practise(lang: Lang, review: &ReviewState, on_action: &Callback<Action>) -> Html {
    if !review.finished() || review.marked().is_empty() {
        return html! {};
    }
    let onclick = {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| {
            let now = js_sys::Date::now();
            on_action.emit(ReviewAction::Practise { now }.into());
        })
    };
    let said = review.practised.map(|new| {
        let open = {
            let on_action = on_action.clone();
            Callback::from(move |_: MouseEvent| {
                on_action.emit(PageAction::Open(Page::Puzzles).into());
                on_action.emit(crate::app::state::PracticeAction::NextOwn { now: js_sys::Date::now() }.into());
            })
        };
        let text = if new == 0 && review.plies.iter().all(|p| !p.judgement().is_some_and(PlyVerdict::is_exercise)) {
            t(lang, ReviewText::PractiseNone).to_string()
        } else {
            tf(lang, ReviewText::Practised, &[&new.to_string()])
        };
        html! { <p id="review-practised" role="status">{ text }{ " " }<button id="review-open-practice" type="button" onclick={open}>{ t(lang, crate::app::i18n::PracticeText::PuzzlesTitle) }</button></p> }
    });
    html! {
        <>
            if review.practised.is_none() { <button id="review-practise" type="button" {onclick}>{ t(lang, ReviewText::Practise) }</button> }
            { for said }
        </>
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
        &[&(index + 1).to_string(), side_word(lang, ply.mover), &ply.mv.to_string(), ply.judgement().map_or("", |v| verdict_words(lang, v))],
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
    let step = |forward: bool| {
        let (on_action, try_text) = (on_action.clone(), try_text.clone());
        Callback::from(move |_: MouseEvent| {
            try_text.set(String::new());
            on_action.emit(ReviewAction::LearnStep(forward).into());
        })
    };
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
    let on_board = on_action.reform(|action| ReviewAction::Board(action).into());
    html! {
        <section id="review-board" class="board-area review-board" data-takes-move={view.takes_move.to_string()}>
            { crate::ui::board::board_input(&view.board, &on_board, Callback::noop()) }
            <LapBar {lang} model={view.lap_bar.clone()} on_lap={on_board.reform(BoardAction::Lap)} />
            <BoardTimer timer={view.timer.clone()} on_tick={on_board.reform(|()| BoardAction::Lap(AnimAction::Tick))} />
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
    {
        // A finished review of a game against the computer keeps the learner's exercises.
        let on_action = on_action.clone();
        use_effect_with(review.keeps_exercises(), move |&keeps| {
            if keeps {
                on_action.emit(ReviewAction::Practise { now: js_sys::Date::now() }.into());
            }
        });
    }
    {
        // A new marked ply asks afresh: the last try's text goes.
        let try_text = try_text.clone();
        use_effect_with(review.learning_ply(), move |_| try_text.set(String::new()));
    }
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
            { why(lang, review) }
            <h3>{ t(lang, ReviewText::Marks) }</h3>
            { marks_list(lang, review, on_action) }
            { practise(lang, review, on_action) }
            if review.learning.is_none() && !review.marked().is_empty() {
                <button id="review-learn" type="button" onclick={click(ReviewAction::Learn)}>{ t(lang, ReviewText::Learn) }</button>
            }
            { learning(lang, review, on_action, &try_text) }
            <button id="review-back" type="button" onclick={on_action.reform(|_: MouseEvent| PageAction::Open(Page::Game).into())}>{ t(lang, ReviewText::Back) }</button>
        </section>
    }
}
