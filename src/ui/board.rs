//! The board every page draws: the SVG board between its two reserve lines (the opponent's
//! above). Draws a [`BoardModel`] and reports clicks and keys. No game logic here.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::decimal::tenths;
use crate::app::layout::{Arrow, Cell};
use crate::app::state::BoardAction;
use crate::app::view::{ArrowModel, BoardModel, HandModel, HoleModel, LapPreview};
use crate::engine::{Dir, Hole, Side};

use super::board_parts::reserve_line;

const CELL: i32 = 100;
const MARGIN: i32 = 10;
/// Space between the two players' halves.
const GAP: i32 = 24;
const HOLE_RADIUS: i32 = 40;
/// Seeds are drawn one by one up to this count (the number is always shown).
const DRAWN_SEEDS: u8 = 12;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub model: BoardModel,
    pub on_hole: Callback<Hole>,
    pub on_dir: Callback<Dir>,
    pub on_arrow_key: Callback<Arrow>,
    pub on_enter: Callback<()>,
    /// The mouse entered a hole or a hole got the keyboard focus (`None`: it left); the page
    /// previews that hole's move. Touch screens do not report it (they have no hover).
    #[prop_or_default]
    pub on_point: Callback<Option<Hole>>,
}

/// The board of a page whose every input is a [`BoardAction`] for `on_board`; `on_point`: the
/// hole the mouse or the keyboard focus is on (the pages that preview it).
pub fn board_input(model: &BoardModel, on_board: &Callback<BoardAction>, on_point: Callback<Option<Hole>>) -> Html {
    html! {
        <Board model={model.clone()} on_hole={on_board.reform(BoardAction::Click)} on_dir={on_board.reform(BoardAction::ChooseDir)}
            on_arrow_key={on_board.reform(BoardAction::Arrow)} on_enter={on_board.reform(|()| BoardAction::PickFocused)} {on_point} />
    }
}

/// Centre of a screen cell in SVG units. The board's geometry is in whole units, so that
/// drawing it needs no float formatting (see `app::decimal`).
fn centre(cell: Cell) -> (i32, i32) {
    let x = MARGIN + cell.col as i32 * CELL + CELL / 2;
    let y = MARGIN + cell.row as i32 * CELL + CELL / 2 + if cell.row >= 2 { GAP } else { 0 };
    (x, y)
}

/// Seed positions inside a hole: a sunflower spiral, evenly filled. (The browser's sine and
/// cosine: Rust's own would add kilobytes to the app for the one drawing that turns.)
fn seed_offset(i: u8) -> (f64, f64) {
    let r = 9.5 * (i as f64 + 0.5).sqrt();
    let angle = i as f64 * 2.399_963;
    let (cos, sin) = cos_sin(angle);
    (r * cos, r * sin)
}

#[cfg(target_arch = "wasm32")]
fn cos_sin(angle: f64) -> (f64, f64) {
    (js_sys::Math::cos(angle), js_sys::Math::sin(angle))
}

/// Natively (the start-up shell, `ui::shell`) there is no browser to ask.
#[cfg(not(target_arch = "wasm32"))]
fn cos_sin(angle: f64) -> (f64, f64) {
    (angle.cos(), angle.sin())
}

#[function_component]
pub fn Board(props: &BoardProps) -> Html {
    let svg_ref = use_node_ref();
    let focused = props.model.holes.iter().find(|h| h.focused).map(|h| h.hole);
    {
        // Keep the DOM focus on the focused hole while the board has the keyboard.
        let svg_ref = svg_ref.clone();
        use_effect_with(focused, move |focused| {
            let svg = svg_ref.cast::<web_sys::Element>();
            let active = gloo::utils::document().active_element();
            if let (Some(svg), Some(active), Some(hole)) = (svg, active, focused) {
                if svg.contains(Some(&active)) {
                    let selector = format!("[data-hole=\"{}\"]", hole.name());
                    if let Ok(Some(el)) = svg.query_selector(&selector) {
                        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                            let _ = el.focus();
                        }
                    }
                }
            }
        });
    }
    let onkeydown = {
        let on_arrow_key = props.on_arrow_key.clone();
        let on_enter = props.on_enter.clone();
        Callback::from(move |e: KeyboardEvent| {
            let step = match e.key().as_str() {
                "ArrowLeft" => Some(Arrow::Left),
                "ArrowRight" => Some(Arrow::Right),
                "ArrowUp" => Some(Arrow::Up),
                "ArrowDown" => Some(Arrow::Down),
                _ => None,
            };
            if let Some(step) = step {
                e.prevent_default();
                on_arrow_key.emit(step);
            } else if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_enter.emit(());
            }
        })
    };
    let width = 2 * MARGIN + 8 * CELL;
    let height = 2 * MARGIN + 4 * CELL + GAP;
    let top = props.model.viewer.opponent();
    html! {
        <>
            { reserve_line(&props.model.reserves[top.index()]) }
            <svg ref={svg_ref} class="board" viewBox={format!("0 0 {width} {height}")} role="group"
                 aria-label={props.model.label.clone()} {onkeydown}>
                <rect class="board-wood" x="0" y="0" width={width.to_string()} height={height.to_string()} rx="18" />
                <line class="board-middle" x1={MARGIN.to_string()} x2={(width - MARGIN).to_string()}
                      y1={(MARGIN + 2 * CELL + GAP / 2).to_string()} y2={(MARGIN + 2 * CELL + GAP / 2).to_string()} />
                { for props.model.holes.iter().map(|h| hole_view(h, props.model.coords, &props.on_hole, &props.on_point)) }
                // Lists that grow and shrink each get a group of their own: Yew matches unkeyed
                // children from the end, so a growing list among the holes would rewrite every hole
                // (and move the hole under the pointer).
                <g class="previews">{ for props.model.previews.iter().map(|p| preview_view(p, props.model.viewer, props.model.previews.len() > 1)) }</g>
                <g class="exposed-marks">{ for props.model.holes.iter().filter(|h| h.exposed.is_some()).map(|h| cross(h.cell, "exposed-mark")) }</g>
                <g class="arrows">{ for props.model.arrows.iter().map(|a| arrow_view(a, &props.on_dir)) }</g>
                { props.model.hand.map(hand_view).unwrap_or_default() }
            </svg>
            { reserve_line(&props.model.reserves[top.opponent().index()]) }
        </>
    }
}

/// One hole: its pit, seeds, count and (with `coords`) its name in the lower left corner, and
/// its focus ring (drawn outside the pit, so every other mark of the hole leaves it visible).
fn hole_view(h: &HoleModel, coords: bool, on_hole: &Callback<Hole>, on_point: &Callback<Option<Hole>>) -> Html {
    let (x, y) = centre(h.cell);
    let class = classes!(
        "hole",
        h.square.then_some("square"),
        h.kichwa.then_some("kichwa"),
        h.kimbi.then_some("kimbi"),
        h.takasia.then_some("takasia"),
        h.playable.then_some("playable"),
        h.picked.then_some("picked"),
        h.target.is_some().then_some("target"),
        h.touched.then_some("touched"),
        h.captured.then_some("captured"),
        h.active.then_some("active"),
        h.hint.then_some("hint"),
        h.preview_end.then_some("preview-end"),
        h.preview_capture.then_some("preview-capture"),
        h.exposed.is_some().then_some("exposed"),
    );
    let hole = h.hole;
    // Only a mouse hovers: a tap's emulated pointer would leave a preview behind on a phone.
    let onpointerenter = {
        let on_point = on_point.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" {
                on_point.emit(Some(hole));
            }
        })
    };
    let onpointerleave = on_point.reform(|_: PointerEvent| None);
    let onfocus = on_point.reform(move |_: FocusEvent| Some(hole));
    let onblur = on_point.reform(|_: FocusEvent| None);
    let onclick = {
        let on_hole = on_hole.clone();
        let hole = h.hole;
        Callback::from(move |_| on_hole.emit(hole))
    };
    let pit = if h.square {
        let side = 2 * HOLE_RADIUS - 4;
        html! { <rect class="pit" x={(x - side / 2).to_string()} y={(y - side / 2).to_string()}
        width={side.to_string()} height={side.to_string()} rx="6" /> }
    } else {
        html! { <circle class="pit" cx={x.to_string()} cy={y.to_string()} r={HOLE_RADIUS.to_string()} /> }
    };
    let seeds = (0..h.count.min(DRAWN_SEEDS)).map(|i| {
        let (dx, dy) = seed_offset(i);
        html! { <circle class="seed" cx={tenths(f64::from(x) + dx)} cy={tenths(f64::from(y) + dy)} r="6" /> }
    });
    html! {
        <g {class} data-hole={h.hole.name()} data-count={h.count.to_string()}
           data-target={h.target.map(|d| d.symbol().to_string())}
           role="button" tabindex={if h.focused { "0" } else { "-1" }}
           aria-label={h.label.clone()} {onclick} {onpointerenter} {onpointerleave} {onfocus} {onblur}>
            <circle class="focus-ring" cx={x.to_string()} cy={y.to_string()} r={(HOLE_RADIUS + 7).to_string()} />
            { pit }
            <g class="seeds">{ for seeds }</g>
            if h.takasia {
                <path class="takasia-mark" d={format!("M{} {} l14 0 l-7 12 z", x - 44, y - 46)} />
            }
            <text class="count" x={(x + 46).to_string()} y={(y + 46).to_string()} text-anchor="end">{ h.count }</text>
            if coords {
                <text class="hole-name" x={(x - 47).to_string()} y={(y + 46).to_string()} text-anchor="start">{ h.hole.name() }</text>
            }
        </g>
    }
}

/// A previewed first lap: a dashed ring inside the hole where it ends (with the direction when
/// several are shown) and a cross on the hole it captures.
fn preview_view(p: &LapPreview, viewer: Side, with_dir: bool) -> Html {
    let end = crate::app::layout::cell(p.end, viewer);
    let (x, y) = centre(end);
    // "Left" is the mover's own left: the screen's left when he sits at the bottom.
    let glyph = p.dir.filter(|_| with_dir).map(|d| if (d == Dir::Left) == (p.start.side == viewer) { "◀" } else { "▶" });
    let dir = p.dir.map(|d| d.symbol().to_string());
    html! {
        <g class="preview" data-end={p.end.name()} data-dir={dir} data-capture={p.capture.map(|(h, _)| h.name())} aria-hidden="true">
            <circle class="preview-ring" cx={x.to_string()} cy={y.to_string()} r={(HOLE_RADIUS - 7).to_string()} />
            if let Some(glyph) = glyph {
                <text class="preview-dir" x={x.to_string()} y={(y - 16).to_string()} text-anchor="middle">{ glyph }</text>
            }
            { p.capture.map(|(hole, _)| cross(crate::app::layout::cell(hole, viewer), "capture-mark")).unwrap_or_default() }
        </g>
    }
}

/// A cross over a hole (a capture the preview or the gambit foresees).
fn cross(cell: Cell, class: &'static str) -> Html {
    let (x, y) = centre(cell);
    let r = 22;
    html! {
        <path class={classes!("cross", class)} aria-hidden="true"
              d={format!("M{} {} L{} {} M{} {} L{} {}", x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r)} />
    }
}

fn arrow_view(a: &ArrowModel, on_dir: &Callback<Dir>) -> Html {
    let (x, y) = centre(a.cell);
    let sign = if a.points_left { -1 } else { 1 };
    // Beside the hole, but never off the board: an end hole's outward arrow (A1<, b8> …)
    // overlaps its hole's edge instead.
    let (radius, width) = (24, 2 * MARGIN + 8 * CELL);
    let cx = (x + sign * 50).clamp(radius, width - radius);
    let tip = cx + sign * 16;
    let back = cx - sign * 10;
    let onclick = {
        let on_dir = on_dir.clone();
        let dir = a.dir;
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            on_dir.emit(dir)
        })
    };
    html! {
        <g class="arrow" data-dir={a.dir.symbol().to_string()} {onclick} aria-hidden="true">
            <circle cx={cx.to_string()} cy={y.to_string()} r={radius.to_string()} />
            <path d={format!("M{tip} {y} L{back} {} L{back} {} Z", y - 14, y + 14)} />
        </g>
    }
}

fn hand_view(hand: HandModel) -> Html {
    let (x, y) = centre(hand.cell);
    let flight = hand.flying_to.map(|to| {
        let (tx, ty) = centre(to);
        html! { <line class="flight" x1={x.to_string()} y1={y.to_string()} x2={tx.to_string()} y2={ty.to_string()} /> }
    });
    html! {
        <g class="hand" aria-hidden="true">
            { flight.unwrap_or_default() }
            <circle class="hand-ring" cx={x.to_string()} cy={y.to_string()} r="46" />
            if hand.seeds > 0 {
                <circle class="hand-seeds" cx={(x + 30).to_string()} cy={(y - 30).to_string()} r="16" />
                <text class="hand-count" x={(x + 30).to_string()} y={(y - 24).to_string()} text-anchor="middle">{ hand.seeds }</text>
            }
        </g>
    }
}
