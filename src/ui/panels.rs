//! The panels beside the board: game status, move input prompts, controls and the move list.
//! Presentational: they render what they are given and report clicks through callbacks.

use yew::prelude::*;

use crate::app::explain::MoveRow;
use crate::app::i18n::{self, t, tf, ButtonText, Lang, LessonText, PlayText};
use crate::app::input::{Choice, Target};
use crate::app::lessons::LESSONS;
use crate::app::narrated::NarrationModel;
use crate::app::setup::MatchScore;
use crate::app::state::LessonState;
use crate::engine::{Dir, EndReason, Outcome, Position, Side, Turn};

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub lang: Lang,
    pub position: Position,
    pub result: Option<(Outcome, EndReason)>,
    /// The person's side in a game against the computer (the result says "You won"/"You lost").
    pub person: Option<Side>,
    /// The thinking line while the computer searches (with its progress).
    pub thinking: Option<String>,
    /// The line saying which earlier position is viewed (the move list's label of its move).
    pub viewing: Option<String>,
    pub kete_match: Option<MatchScore>,
    /// Names of the players (South, North).
    pub players: [String; 2],
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
    let lang = props.lang;
    let pos = &props.position;
    let variant = pos.variant();
    let house = i18n::house_word(variant);
    let side_line = |side: Side| {
        let stage = i18n::stage_word(lang, variant, pos.stage_of(side));
        let house_state = if variant == crate::engine::Variant::Kujifunza {
            String::new()
        } else if pos.house_functional(side) {
            tf(lang, PlayText::StatusHouseFunctional, &[house])
        } else if pos.house_owned(side) {
            tf(lang, PlayText::StatusHouseResting, &[house])
        } else {
            tf(lang, PlayText::StatusHouseLost, &[house])
        };
        html! {
            <li class="side-line" data-side={side.name()}>
                <strong>{ i18n::side_word(lang, side) }</strong>
                { format!(" ({}) · {stage} · {} {}", props.players[side.index()], i18n::reserve_word(lang, variant), pos.reserve(side)) }
                if !house_state.is_empty() { <span class="house-state">{ format!(" · {house_state}") }</span> }
            </li>
        }
    };
    let result = props.result.map(|(outcome, reason)| {
        let match_button = props.kete_match.filter(|m| !m.scored(outcome).decided()).map(|_| {
            html! { <button id="btn-next-match" onclick={props.on_next_match_game.reform(|_| ())}>{ t(lang, ButtonText::NextMatchGame) }</button> }
        });
        html! {
            <div class="result" data-result={outcome.name()} data-reason={reason.name()} role="status">
                <p>{ i18n::result_words_for(lang, outcome, reason, props.person) }</p>
                { match_button.unwrap_or_default() }
                <button id="btn-rematch" onclick={props.on_rematch.reform(|_| ())}>{ t(lang, ButtonText::Rematch) }</button>
                if let Some(on_review) = &props.on_review {
                    <button id="btn-review-game" onclick={on_review.reform(|_| ())}>{ t(lang, i18n::ReviewText::Review) }</button>
                }
                <button onclick={props.on_new_game.reform(|_| ())}>{ t(lang, ButtonText::NewGame) }</button>
            </div>
        }
    });
    let score = props.kete_match.map(|m| {
        let shown = props.result.map_or(m, |(outcome, _)| m.scored(outcome));
        let name = |p: usize| if m.player_of(Side::South) == p { props.players[0].clone() } else { props.players[1].clone() };
        html! {
            <p class="match-score">
                { tf(lang, PlayText::MatchScore, &[&m.game.to_string(), &name(0), &shown.points(0), &shown.points(1), &name(1)]) }
                if props.result.is_some() && shown.decided() { { format!(" {}", t(lang, PlayText::MatchOver)) } }
            </p>
        }
    });
    html! {
        <section class="status">
            if let Some(viewing) = &props.viewing {
                <p class="viewing">{ viewing.clone() }
                    <button id="btn-live" onclick={props.on_live.reform(|_| ())}>{ t(lang, ButtonText::Live) }</button>
                    <button id="btn-play-from" onclick={props.on_play_from.reform(|_| ())}>{ t(lang, ButtonText::PlayFromHere) }</button></p>
            }
            if props.result.is_none() {
                <p id="to-move" data-side={pos.to_move().name()} class={classes!("to-move", pos.to_move().name())}>
                    { tf(lang, PlayText::StatusToMove, &[i18n::side_word(lang, pos.to_move())]) }
                    if let Some(thinking) = &props.thinking { <span class="thinking">{ format!(" — {thinking}") }</span> }
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
            <ol>{ for model.lines.iter().map(|line| html! { <li>{ line.clone() }</li> }) }</ol>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct LessonPanelProps {
    pub lang: Lang,
    pub lesson: LessonState,
    /// Start the lesson of this index (the next one).
    pub on_next: Callback<usize>,
    /// Take the move back and try again.
    pub on_retry: Callback<()>,
}

/// The lesson being played: what to learn and do, then whether the move did it.
#[function_component]
pub fn LessonPanel(props: &LessonPanelProps) -> Html {
    let lang = props.lang;
    let index = props.lesson.index;
    let lesson = &LESSONS[index];
    let key = lesson.key;
    let next = index + 1;
    let verdict = match props.lesson.reached {
        None => html! {},
        Some(true) => html! {
            <p class="lesson-verdict" data-reached="true" role="status">{ t(lang, LessonText::LessonWellDone) }{ " " }
                if next < LESSONS.len() {
                    <button id="btn-next-lesson" onclick={props.on_next.reform(move |_| next)}>{ t(lang, ButtonText::NextLesson) }</button>
                } else {
                    { t(lang, LessonText::LessonAllDone) }
                }
            </p>
        },
        Some(false) => html! {
            <p class="lesson-verdict" data-reached="false" role="status">{ lesson.miss.map(|miss| t(lang, miss)).unwrap_or_default() }{ " " }
                <button id="btn-try-again" onclick={props.on_retry.reform(|_| ())}>{ t(lang, ButtonText::TryAgain) }</button>
            </p>
        },
    };
    html! {
        <section id="lesson" class="lesson" data-lesson={key}>
            <h2>{ tf(lang, LessonText::LessonHeading, &[&(index + 1).to_string(), &LESSONS.len().to_string(), t(lang, lesson.title)]) }</h2>
            <p>{ t(lang, lesson.text) }</p>
            { verdict }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct PromptProps {
    pub lang: Lang,
    pub variant: crate::engine::Variant,
    /// The picked start hole and its direction choices.
    pub picked: Option<(crate::engine::Hole, Vec<Choice>)>,
    /// Gambit: seeds placed and to place.
    pub gambit: Option<(usize, usize)>,
    pub safari_question: bool,
    /// Lap, sense and hand of the running animation.
    pub animation: Option<(u32, Option<Turn>, u8)>,
    pub on_dir: Callback<Dir>,
    pub on_safari: Callback<bool>,
    pub on_gambit_undo: Callback<()>,
    pub on_gambit_confirm: Callback<()>,
    pub on_skip: Callback<()>,
}

/// What the player is asked right now: a direction, stop or safari, the gambit placement.
#[function_component]
pub fn Prompt(props: &PromptProps) -> Html {
    let lang = props.lang;
    let animation = props.animation.map(|(lap, turn, hand)| {
        let sense = turn.map(|t| match t {
            Turn::Clockwise => format!("↻ {}", i18n::t(lang, PlayText::StatusClockwise)),
            Turn::Anticlockwise => format!("↺ {}", i18n::t(lang, PlayText::StatusAnticlockwise)),
        });
        html! {
            <p class="anim-info">
                <span id="lap">{ tf(lang, PlayText::StatusLap, &[&lap.to_string()]) }</span>
                { sense.map(|s| format!(" · {s}")).unwrap_or_default() }
                { format!(" · {}", tf(lang, PlayText::StatusHand, &[&hand.to_string()])) }
                <button id="btn-skip" onclick={props.on_skip.reform(|_| ())}>{ t(lang, ButtonText::Skip) }</button>
            </p>
        }
    });
    let picked = props.picked.as_ref().map(|(hole, choices)| {
        let buttons = choices.iter().map(|c| {
            let label = match c.target {
                Target::Arrow(Dir::Left) => t(lang, PlayText::DirLeft).to_string(),
                Target::Arrow(Dir::Right) => t(lang, PlayText::DirRight).to_string(),
                Target::Kichwa(k) => tf(lang, PlayText::DirKichwa, &[&k.name(), &c.dir.symbol().to_string()]),
            };
            let dir = c.dir;
            html! { <button data-dir={dir.symbol().to_string()} onclick={props.on_dir.reform(move |_| dir)}>{ label }</button> }
        });
        html! { <p class="choose">{ tf(lang, PlayText::PickChoose, &[&hole.name()]) }{ " " }{ for buttons }</p> }
    });
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
        html! {
            <p class="gambit" data-placed={placed.to_string()} data-total={total.to_string()}>
                { tf(lang, PlayText::PickGambit, &[&placed.to_string(), &total.to_string()]) }{ " " }
                <button id="gambit-undo" disabled={placed == 0} onclick={props.on_gambit_undo.reform(|_| ())}>{ t(lang, ButtonText::PlaceUndo) }</button>
                <button id="gambit-confirm" disabled={placed != total} onclick={props.on_gambit_confirm.reform(|_| ())}>{ t(lang, ButtonText::PlaceConfirm) }</button>
            </p>
        }
    });
    html! {
        <div class="prompt">
            { animation.unwrap_or_default() }
            { safari.unwrap_or_default() }
            { picked.unwrap_or_default() }
            { gambit.unwrap_or_default() }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    pub lang: Lang,
    /// Annotated moves, one per ply.
    pub moves: Vec<String>,
    /// The rows of the list, numbered as the status line numbers them.
    pub rows: Vec<MoveRow>,
    /// The ply shown (None: the live position).
    pub viewing: Option<usize>,
    pub on_view: Callback<Option<usize>>,
}

/// The move list, numbered by move (a South and a North ply) with [`crate::app::explain::Numbering`];
/// click an entry to view it.
#[function_component]
pub fn History(props: &HistoryProps) -> Html {
    let lang = props.lang;
    let current = props.viewing.unwrap_or(props.moves.len());
    // A game starting with North to move has a first row without South's ply.
    let entry = |ply: Option<usize>| -> Html {
        let Some((ply, mv)) = ply.and_then(|ply| props.moves.get(ply).map(|m| (ply, m))) else {
            return html! { <span class="ply empty"></span> };
        };
        let shown = ply + 1;
        let class = classes!("ply", (shown == current).then_some("current"));
        let target = if shown == props.moves.len() { None } else { Some(shown) };
        html! { <button {class} data-ply={shown.to_string()} onclick={props.on_view.reform(move |_| target)}>{ mv.clone() }</button> }
    };
    html! {
        <section class="history">
            <h2>{ t(lang, PlayText::HistoryTitle) }</h2>
            <button class={classes!("ply", "start", (current == 0).then_some("current"))} data-ply="0"
                    onclick={props.on_view.reform(|_| Some(0))}>{ t(lang, PlayText::HistoryStart) }</button>
            <ol>
                { for props.rows.iter().map(|r| html! { <li><span class="move-number">{ format!("{}.", r.number) }</span>{ entry(r.south) }{ entry(r.north) }</li> }) }
            </ol>
        </section>
    }
}
