//! What sits around the board: the reserve lines with their seeds, the direction bar (one big
//! button per direction, with where its first lap ends), the preview line, the opponent's best
//! reply, the gambit's
//! explanation and the legend of the board's markings. Presentational.

use yew::prelude::*;

use crate::app::explain::GambitExposure;
use crate::app::i18n::{self, t, tf, BoardText, ButtonText, Lang, PlayText};
use crate::app::input::{SowingChoice, Target};
use crate::app::view::reply::ReplyLine;
use crate::app::view::{seed_groups, LapPreview, ReserveLine};
use crate::engine::{Dir, Hole, Side, Variant};

/// A side's reserve, drawn one way over and under every board: its words ("South · reserve
/// 22") and the seeds themselves in groups of five. The line keeps its height when the reserve
/// empties (the board below it does not move).
pub fn reserve_line(line: &ReserveLine) -> Html {
    let side = line.side.name();
    html! {
        <p class={classes!("reserve", side)} data-side={side}>
            <span class="reserve-text">{ line.text.clone() }</span>
            <span class="reserve-seeds" data-seeds={line.seeds.to_string()} role="img" aria-label={line.label.clone()}>
                { for seed_groups(line.seeds).iter().map(|&n| html! { <span class="seed-group">{ for (0..n).map(|_| html! { <i class="rseed"></i> }) }</span> }) }
            </span>
        </p>
    }
}

/// The direction bar under the board once a hole is picked: one button per direction (or
/// kichwa) offered, at least 44 px high, each saying where its first lap ends (the preview,
/// when it is on). On a phone it replaces the arrows on the hole, which would cover its
/// neighbours.
pub fn dir_bar(lang: Lang, hole: Hole, choices: &[SowingChoice], previews: &[LapPreview], on_dir: &Callback<Dir>) -> Html {
    let buttons = choices.iter().map(|c| {
        let label = match c.target {
            Target::Arrow(Dir::Left) => t(lang, PlayText::DirLeft).to_string(),
            Target::Arrow(Dir::Right) => t(lang, PlayText::DirRight).to_string(),
            Target::Kichwa(k) => i18n::kichwa_choice_words(lang, hole, k, c.dir),
        };
        let dir = c.dir;
        let preview = previews.iter().find(|p| p.dir == Some(dir)).map(|p| p.text.clone());
        html! {
            <button class="dir-choice" data-dir={dir.symbol().to_string()} onclick={on_dir.reform(move |_| dir)}>
                <span class="dir-label">{ label }</span>
                if let Some(preview) = preview { <span class="dir-preview">{ preview }</span> }
            </button>
        }
    });
    html! {
        <div class="choose">
            <p class="choose-title">{ tf(lang, PlayText::PickChoose, &[&hole.name()]) }</p>
            <div class="dir-bar" role="group" aria-label={tf(lang, PlayText::PickChoose, &[&hole.name()])}>{ for buttons }</div>
        </div>
    }
}

/// The preview of the hole under the pointer in words, one line per direction.
pub fn preview_line(previews: &[LapPreview]) -> Html {
    if previews.is_empty() {
        return html! {};
    }
    html! { <p id="lap-preview" class="preview-line">{ for previews.iter().map(|p| html! { <span>{ p.text.clone() }</span> }) }</p> }
}

/// The opponent's best reply to each move considered, one line per move (`data-move`), marked
/// while it is still being looked for.
pub fn reply_line(replies: &[ReplyLine]) -> Html {
    if replies.is_empty() {
        return html! {};
    }
    let line = |r: &ReplyLine| html! { <span data-move={r.mv.clone()} data-searching={r.searching.then_some("true")}>{ r.text.clone() }</span> };
    html! { <p id="reply-preview" class="preview-line reply-line">{ for replies.iter().map(line) }</p> }
}

/// The gambit explained while it is made: the rule in one line and which placements the
/// opponent captures at once.
pub fn gambit_help(lang: Lang, mover: Side, exposure: &GambitExposure) -> Html {
    let danger = !exposure.exposed.is_empty();
    html! {
        <div class="gambit-help" data-exposed={exposure.exposed.len().to_string()}>
            <p class="gambit-rule">{ exposure.rule.render(lang) }</p>
            <p class={classes!("gambit-exposure", danger.then_some("danger"))} role="status">{ exposure.render(lang, mover.opponent()) }</p>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct LegendProps {
    pub lang: Lang,
    pub variant: Variant,
    /// Open the glossary.
    pub on_glossary: Callback<()>,
}

/// A small legend under the board, folded by default: what the board's markings mean, with
/// the glossary one click away.
#[function_component]
pub fn Legend(props: &LegendProps) -> Html {
    let (lang, variant) = (props.lang, props.variant);
    let item = |swatch: &'static str, text: String| {
        html! {
            <li data-mark={swatch}>
                <svg class={classes!("swatch", swatch)} viewBox="0 0 24 24" aria-hidden="true">{ swatch_shape(swatch) }</svg>
                { text }
            </li>
        }
    };
    let mut items = Vec::new();
    if variant != Variant::Kujifunza {
        items.push(item("house", tf(lang, BoardText::LegendHouse, &[i18n::house_word(variant)])));
    }
    items.push(item("kichwa", t(lang, BoardText::LegendKichwa).to_string()));
    items.push(item("kimbi", t(lang, BoardText::LegendKimbi).to_string()));
    if variant != Variant::Kujifunza {
        items.push(item("takasia", tf(lang, BoardText::LegendTakasia, &[i18n::takasia_word(variant)])));
    }
    items.push(item("playable", t(lang, BoardText::LegendPlayable).to_string()));
    items.push(item("preview", t(lang, BoardText::LegendPreview).to_string()));
    items.push(item("trail", t(lang, BoardText::LegendTrail).to_string()));
    if variant == Variant::Bawo {
        items.push(item("exposed", t(lang, BoardText::LegendExposed).to_string()));
    }
    html! {
        <details id="legend" class="legend">
            <summary>{ t(lang, BoardText::LegendTitle) }</summary>
            <ul>{ for items }</ul>
            <button id="legend-glossary" onclick={props.on_glossary.reform(|_| ())}>{ t(lang, ButtonText::Glossary) }</button>
        </details>
    }
}

/// The little picture of a marking, drawn as on the board.
fn swatch_shape(kind: &str) -> Html {
    match kind {
        "house" => html! { <rect class="pit" x="3" y="3" width="18" height="18" rx="2" /> },
        "takasia" => html! { <><circle class="pit" cx="12" cy="13" r="9" /><path class="takasia-mark" d="M3 2 l8 0 l-4 7 z" /></> },
        "preview" => html! { <><circle class="pit" cx="12" cy="12" r="10" /><circle class="preview-ring" cx="12" cy="12" r="7" /></> },
        "exposed" => html! { <><circle class="pit" cx="12" cy="12" r="10" /><path class="cross exposed-mark" d="M6 6 L18 18 M6 18 L18 6" /></> },
        _ => html! { <circle class="pit" cx="12" cy="12" r="10" /> },
    }
}
