//! The SVG board: draws a [`BoardModel`] and reports clicks and keys. No game logic here.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::layout::{Cell, Step};
use crate::app::view::{ArrowModel, BoardModel, HandModel, HoleModel};
use crate::engine::{Dir, Hole};

const CELL: f64 = 100.0;
const MARGIN: f64 = 10.0;
/// Space between the two players' halves.
const GAP: f64 = 24.0;
const HOLE_RADIUS: f64 = 40.0;
/// Seeds are drawn one by one up to this count (the number is always shown).
const DRAWN_SEEDS: u8 = 12;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub model: BoardModel,
    pub on_hole: Callback<Hole>,
    pub on_dir: Callback<Dir>,
    pub on_arrow_key: Callback<Step>,
    pub on_enter: Callback<()>,
}

/// Centre of a screen cell in SVG units.
fn centre(cell: Cell) -> (f64, f64) {
    let x = MARGIN + cell.col as f64 * CELL + CELL / 2.0;
    let y = MARGIN + cell.row as f64 * CELL + CELL / 2.0 + if cell.row >= 2 { GAP } else { 0.0 };
    (x, y)
}

/// Seed positions inside a hole: a sunflower spiral, evenly filled.
fn seed_offset(i: u8) -> (f64, f64) {
    let r = 9.5 * (i as f64 + 0.5).sqrt();
    let angle = i as f64 * 2.399_963;
    (r * angle.cos(), r * angle.sin())
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
                "ArrowLeft" => Some(Step::Left),
                "ArrowRight" => Some(Step::Right),
                "ArrowUp" => Some(Step::Up),
                "ArrowDown" => Some(Step::Down),
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
    let width = 2.0 * MARGIN + 8.0 * CELL;
    let height = 2.0 * MARGIN + 4.0 * CELL + GAP;
    html! {
        <svg ref={svg_ref} class="board" viewBox={format!("0 0 {width} {height}")} role="group"
             aria-label={props.model.label.clone()} {onkeydown}>
            <rect class="board-wood" x="0" y="0" width={width.to_string()} height={height.to_string()} rx="18" />
            <line class="board-middle" x1={MARGIN.to_string()} x2={(width - MARGIN).to_string()}
                  y1={(MARGIN + 2.0 * CELL + GAP / 2.0).to_string()} y2={(MARGIN + 2.0 * CELL + GAP / 2.0).to_string()} />
            { for props.model.holes.iter().map(|h| hole_view(h, props.model.coords, &props.on_hole)) }
            { for props.model.arrows.iter().map(|a| arrow_view(a, &props.on_dir)) }
            { props.model.hand.map(hand_view).unwrap_or_default() }
        </svg>
    }
}

/// One hole: its pit, seeds, count and (with `coords`) its name in the lower left corner.
fn hole_view(h: &HoleModel, coords: bool, on_hole: &Callback<Hole>) -> Html {
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
    );
    let onclick = {
        let on_hole = on_hole.clone();
        let hole = h.hole;
        Callback::from(move |_| on_hole.emit(hole))
    };
    let pit = if h.square {
        let side = 2.0 * HOLE_RADIUS - 4.0;
        html! { <rect class="pit" x={(x - side / 2.0).to_string()} y={(y - side / 2.0).to_string()}
        width={side.to_string()} height={side.to_string()} rx="6" /> }
    } else {
        html! { <circle class="pit" cx={x.to_string()} cy={y.to_string()} r={HOLE_RADIUS.to_string()} /> }
    };
    let seeds = (0..h.count.min(DRAWN_SEEDS)).map(|i| {
        let (dx, dy) = seed_offset(i);
        html! { <circle class="seed" cx={format!("{:.1}", x + dx)} cy={format!("{:.1}", y + dy)} r="6" /> }
    });
    html! {
        <g {class} data-hole={h.hole.name()} data-count={h.count.to_string()}
           data-target={h.target.map(|d| d.symbol().to_string())}
           role="button" tabindex={if h.focused { "0" } else { "-1" }}
           aria-label={h.label.clone()} {onclick}>
            { pit }
            { for seeds }
            if h.takasia {
                <path class="takasia-mark" d={format!("M{} {} l14 0 l-7 12 z", x - 44.0, y - 46.0)} />
            }
            <text class="count" x={(x + 46.0).to_string()} y={(y + 46.0).to_string()} text-anchor="end">{ h.count }</text>
            if coords {
                <text class="hole-name" x={(x - 47.0).to_string()} y={(y + 46.0).to_string()} text-anchor="start">{ h.hole.name() }</text>
            }
        </g>
    }
}

fn arrow_view(a: &ArrowModel, on_dir: &Callback<Dir>) -> Html {
    let (x, y) = centre(a.cell);
    let sign = if a.points_left { -1.0 } else { 1.0 };
    let cx = x + sign * 50.0;
    let tip = cx + sign * 16.0;
    let back = cx - sign * 10.0;
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
            <circle cx={cx.to_string()} cy={y.to_string()} r="24" />
            <path d={format!("M{tip} {y} L{back} {} L{back} {} Z", y - 14.0, y + 14.0)} />
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
                <circle class="hand-seeds" cx={(x + 30.0).to_string()} cy={(y - 30.0).to_string()} r="16" />
                <text class="hand-count" x={(x + 30.0).to_string()} y={(y - 24.0).to_string()} text-anchor="middle">{ hand.seeds }</text>
            }
        </g>
    }
}
