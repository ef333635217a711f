//! Component tests in a real DOM (headless Chromium through wasm-bindgen-test-runner): the
//! board component, and the move-input state machine driven through the rendered app.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use bao::app::i18n::Lang;
use bao::app::save::{self, Settings, Speed};
use bao::app::setup::GameSetup;
use bao::app::state::{AppState, GameAction, Stored};
use bao::app::view::board_model;
use bao::engine::{BawoSetup, Game, Hole, Position, Variant};
use bao::ui::{App, Board, BoardProps};
use wasm_bindgen_test::*;
use web_sys::wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent, MouseEventInit};
use yew::{AppHandle, Callback};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn fresh_root() -> Element {
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    root
}

fn click(el: &Element) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&event).unwrap();
}

fn hole_el(root: &Element, name: &str) -> Element {
    root.query_selector(&format!("[data-hole=\"{name}\"]")).unwrap().unwrap_or_else(|| panic!("no hole {name}"))
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn state_for(variant: Variant) -> AppState {
    AppState::start(
        Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "w".to_string(),
    )
    .reduce(GameAction::NewGame(GameSetup { variant, bawo_setup: BawoSetup::Chikoko, ..GameSetup::default() }))
}

async fn render_board(state: &AppState, on_hole: Callback<Hole>) -> (Element, AppHandle<Board>) {
    render_model(board_model(state), on_hole).await
}

/// The board component alone, drawing `model`.
async fn render_model(model: bao::app::view::BoardModel, on_hole: Callback<Hole>) -> (Element, AppHandle<Board>) {
    let root = fresh_root();
    let props = BoardProps { model, on_hole, on_dir: Callback::noop(), on_arrow_key: Callback::noop(), on_enter: Callback::noop(), on_point: Callback::noop() };
    let handle = yew::Renderer::<Board>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (root, handle)
}

#[wasm_bindgen_test]
async fn the_board_names_every_hole_with_its_count_first() {
    let (root, handle) = render_board(&state_for(Variant::Kujifunza), Callback::noop()).await;
    assert_eq!(count(&root, "[data-hole]"), 32);
    for hole in Hole::all() {
        let label = hole_el(&root, &hole.name()).get_attribute("aria-label").unwrap();
        assert!(label.starts_with(&format!("{}, 2 seeds", hole.name())), "{label}");
    }
    assert_eq!(count(&root, "[data-hole] .seed"), 64, "two seeds drawn in every hole");
    assert_eq!(count(&root, "[data-hole] rect.pit"), 0, "Bao la Kujifunza has no nyumba");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn the_owned_nyumba_is_square_and_clicks_report_the_hole() {
    let clicked = Rc::new(RefCell::new(Vec::new()));
    let on_hole = {
        let clicked = clicked.clone();
        Callback::from(move |hole: Hole| clicked.borrow_mut().push(hole.name()))
    };
    let (root, handle) = render_board(&state_for(Variant::Kiswahili), on_hole).await;
    assert_eq!(count(&root, "[data-hole] rect.pit"), 2, "both nyumba are square");
    assert!(hole_el(&root, "A5").get_attribute("aria-label").unwrap().starts_with("A5, nyumba, 6 seeds"));
    assert!(hole_el(&root, "A6").class_list().contains("playable"));
    assert!(!hole_el(&root, "a6").class_list().contains("playable"));
    click(&hole_el(&root, "a5"));
    click(&hole_el(&root, "B2"));
    assert_eq!(*clicked.borrow(), ["a5", "B2"]);
    handle.destroy();
}

/// Bao la Kiswahili starts with 22 seeds in each reserve (RULES.md §3): the board draws both
/// reserve lines itself, North's above the board and South's below (seen from South), each
/// with its words and its 22 seeds drawn in groups of five (5 5 5 5 2).
#[wasm_bindgen_test]
async fn the_board_draws_its_reserve_lines_around_it() {
    let (root, handle) = render_board(&state_for(Variant::Kiswahili), Callback::noop()).await;
    let lines = root.query_selector_all(".reserve").unwrap();
    assert_eq!(lines.length(), 2);
    let line = |i: u32| lines.item(i).unwrap().dyn_into::<Element>().unwrap();
    let (top, bottom) = (line(0), line(1));
    assert_eq!(top.get_attribute("data-side").as_deref(), Some("north"));
    assert_eq!(bottom.get_attribute("data-side").as_deref(), Some("south"));
    assert_eq!(top.next_element_sibling().map(|e| e.tag_name().to_lowercase()).as_deref(), Some("svg"), "above the board");
    assert_eq!(bottom.previous_element_sibling().map(|e| e.tag_name().to_lowercase()).as_deref(), Some("svg"), "below the board");
    for (el, side) in [(&top, "North"), (&bottom, "South")] {
        let text = el.query_selector(".reserve-text").unwrap().unwrap().text_content().unwrap();
        assert_eq!(text, format!("{side} · reserve 22"));
        let seeds = el.query_selector(".reserve-seeds").unwrap().unwrap();
        assert_eq!(seeds.get_attribute("aria-label").as_deref(), Some("22 seeds in reserve"));
        assert_eq!(count(el, ".rseed"), 22);
        let groups = el.query_selector_all(".seed-group").unwrap();
        let sizes: Vec<u32> = (0..groups.length()).map(|i| groups.item(i).unwrap().child_nodes().length()).collect();
        assert_eq!(sizes, [5, 5, 5, 5, 2]);
    }
    handle.destroy();
}

/// Renders the whole app over a saved game (speed instant), as a returning visitor sees it.
async fn render_app(variant: Variant, moves: &[&str]) -> (Element, AppHandle<App>) {
    let mut game = Game::new(Position::start(variant, BawoSetup::Chikoko));
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let settings = Settings { speed: Speed::Instant, lang: Some(Lang::En), ..Settings::default() };
    storage.set_item(save::SETTINGS_KEY, &save::write_settings(&settings)).unwrap();
    let saved = save::SavedGame {
        id: "web-test".to_string(),
        revision: 1,
        record: game.to_record(&[]),
        opponent: bao::app::setup::Opponent::Human,
        resigned: None,
        kete_match: None,
        redo: Vec::new(),
        coach: None,
    };
    storage.set_item(save::GAME_KEY, &save::write_game(&saved)).unwrap();
    let root = fresh_root();
    let handle = yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    (root, handle)
}

async fn click_and_flush(root: &Element, selector: &str) {
    click(&root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("nothing at {selector}")));
    yew::scheduler::flush().await;
}

fn played(root: &Element) -> u32 {
    count(root, ".history [data-ply]") - 1
}

#[wasm_bindgen_test]
async fn picking_a_hole_offers_arrows_a_second_click_cancels_an_arrow_plays() {
    let (root, handle) = render_app(Variant::Kujifunza, &[]).await;
    click_and_flush(&root, "[data-hole=\"A3\"]").await;
    assert_eq!(count(&root, ".arrow"), 2);
    assert!(hole_el(&root, "A3").class_list().contains("picked"));
    click_and_flush(&root, "[data-hole=\"A3\"]").await;
    assert_eq!(count(&root, ".arrow"), 0, "a second click cancels");
    assert_eq!(played(&root), 0);
    click_and_flush(&root, "[data-hole=\"A3\"]").await;
    click_and_flush(&root, ".arrow[data-dir=\">\"]").await;
    assert_eq!(played(&root), 1);
    assert_eq!(root.query_selector(".history .ply.current").unwrap().unwrap().text_content().unwrap(), "A3>");
    assert_eq!(root.query_selector("#to-move").unwrap().unwrap().get_attribute("data-side").unwrap(), "north");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn an_unplayable_hole_says_why_in_words() {
    let (root, handle) = render_app(Variant::Kiswahili, &[]).await;
    click_and_flush(&root, "[data-hole=\"B2\"]").await;
    let notice = root.query_selector(".notice[data-kind=\"cannot-play\"]").unwrap().expect("a notice");
    assert!(notice.text_content().unwrap().contains("in namua the seed goes into your front row"));
    assert_eq!(played(&root), 0);
    handle.destroy();
}

#[wasm_bindgen_test]
async fn a_central_namua_capture_offers_the_two_kichwa_as_targets() {
    let (root, handle) = render_app(Variant::Kiswahili, &["A6>*", "a6<*"]).await;
    click_and_flush(&root, "[data-hole=\"A5\"]").await;
    assert_eq!(count(&root, ".arrow"), 0, "no arrows: the kichwa are the targets");
    assert_eq!(hole_el(&root, "A1").get_attribute("data-target").as_deref(), Some("<"));
    assert_eq!(hole_el(&root, "A8").get_attribute("data-target").as_deref(), Some(">"));
    click_and_flush(&root, "[data-hole=\"A8\"]").await;
    assert_eq!(played(&root), 3);
    assert_eq!(root.query_selector(".history .ply.current").unwrap().unwrap().text_content().unwrap(), "A5>");
    handle.destroy();
}

#[wasm_bindgen_test]
async fn reaching_the_nyumba_asks_stop_or_safari_before_playing() {
    let moves = ["A6>*", "a6<*", "A5>", "a3<", "A7<*", "a3<", "A5<", "a5>", "A3>", "a2"];
    let (root, handle) = render_app(Variant::Kiswahili, &moves).await;
    click_and_flush(&root, "[data-hole=\"A8\"]").await;
    assert!(root.query_selector("#safari-go").unwrap().is_some(), "the question is asked");
    assert_eq!(played(&root), 10, "nothing is played before the answer");
    click_and_flush(&root, "#safari-go").await;
    assert_eq!(played(&root), 11);
    assert_eq!(root.query_selector(".history .ply.current").unwrap().unwrap().text_content().unwrap(), "A8+");
    handle.destroy();
}

/// An arrow beside an end hole that points off the board (b8 seen from South is the top-left
/// corner; A8 the bottom row's right end) is drawn inside the board: its circle never leaves
/// the board's drawing.
#[wasm_bindgen_test]
async fn an_end_holes_outward_arrow_stays_on_the_board() {
    use bao::app::layout::Cell;
    use bao::app::view::ArrowModel;
    use bao::engine::Dir;
    let state = state_for(Variant::Kujifunza);
    let mut model = board_model(&state);
    model.arrows = vec![
        ArrowModel { dir: Dir::Right, cell: Cell { col: 0, row: 0 }, points_left: true },
        ArrowModel { dir: Dir::Right, cell: Cell { col: 7, row: 2 }, points_left: false },
    ];
    let (root, handle) = render_model(model, Callback::noop()).await;
    let view_box = root.query_selector("svg.board").unwrap().unwrap().get_attribute("viewBox").unwrap();
    let width: i32 = view_box.split(' ').nth(2).unwrap().parse().unwrap();
    let circles = root.query_selector_all(".arrow circle").unwrap();
    assert_eq!(circles.length(), 2);
    for i in 0..circles.length() {
        let circle: Element = circles.item(i).unwrap().dyn_into().unwrap();
        let number = |name: &str| circle.get_attribute(name).unwrap().parse::<i32>().unwrap();
        let (cx, r) = (number("cx"), number("r"));
        assert!(cx - r >= 0 && cx + r <= width, "arrow {i}: cx {cx}, r {r}, board width {width}");
    }
    handle.destroy();
}

/// The prompt panel alone, with these reply lines.
async fn render_prompt(replies: Vec<bao::app::view::reply::ReplyLine>) -> (Element, AppHandle<bao::ui::Prompt>) {
    let root = fresh_root();
    let props = bao::ui::PromptProps {
        lang: Lang::En,
        variant: Variant::Kujifunza,
        picked: None,
        gambit: None,
        safari_question: false,
        animation: None,
        on_dir: Callback::noop(),
        on_safari: Callback::noop(),
        on_gambit_undo: Callback::noop(),
        on_gambit_confirm: Callback::noop(),
        on_skip: Callback::noop(),
        previews: Vec::new(),
        replies,
        exposure: None,
    };
    let handle = yew::Renderer::<bao::ui::Prompt>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    (root, handle)
}

#[wasm_bindgen_test]
async fn the_prompt_says_each_considered_moves_reply_as_text() {
    use bao::app::view::reply::ReplyLine;
    let found = ReplyLine { mv: "A1>".to_string(), text: "After A1>, North's best reply is a4>: it captures 1 seed (A3).".to_string(), searching: false };
    let searching = ReplyLine { mv: "A1<".to_string(), text: "After A1<: looking for North's best reply…".to_string(), searching: true };
    let (root, _handle) = render_prompt(vec![found.clone(), searching.clone()]).await;
    let line = |mv: &str| root.query_selector(&format!("#reply-preview [data-move=\"{mv}\"]")).unwrap().expect("a line for the move");
    assert_eq!(line("A1>").text_content().unwrap(), found.text);
    assert_eq!(line("A1>").get_attribute("data-searching"), None);
    assert_eq!(line("A1<").text_content().unwrap(), searching.text);
    assert_eq!(line("A1<").get_attribute("data-searching").as_deref(), Some("true"));
    let (empty, _handle) = render_prompt(Vec::new()).await;
    assert_eq!(count(&empty, "#reply-preview"), 0, "nothing considered: no line");
}
