//! The board editor's page: an editable grid of the 32 holes, the reserves, nyumba, side to
//! move, takasia mark, game and Bawo set-up, the engine's word on the position while editing,
//! and what to do with it (play it, analyse it, export, import, share). The model is
//! `app::pages::editor`; this module only draws it and turns input into its actions.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::browser::select_value;

use crate::app::i18n::engine_errors::position_error;
use crate::app::i18n::{house_word, side_word, stage_word, t, takasia_word, tf, EditorText, Lang};
use crate::app::opponent::levels;
use crate::app::setup::Opponent;
use crate::app::state::{Action, EditorAction, EditorStart, EditorState, Page, PageAction, Tool};
use crate::engine::{BawoSetup, Hole, Row, Side, Variant};

use crate::ui::hooks::{use_long_press, LongPress};

/// The board editor on screen.
pub fn page(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    html! { <EditorPage lang={app.lang()} editor={app.pages.editor.clone()} on_action={on_action.clone()} /> }
}

/// The board editor's entry in the navigation.
pub fn nav_entry(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    crate::ui::pages::nav_button("btn-editor", t(app.lang(), EditorText::Editor), PageAction::Open(Page::Editor).into(), on_action)
}

/// The holes as the screen shows them, top row first: North's back and front rows (from
/// North's left, which is the screen's right), then South's front and back rows.
pub fn screen_rows() -> [Vec<Hole>; 4] {
    let row = |side: Side, row: Row, reversed: bool| {
        let numbers: Vec<u8> = if reversed { (1..=8).rev().collect() } else { (1..=8).collect() };
        numbers.into_iter().map(|n| Hole::from_row(side, row, n)).collect::<Vec<_>>()
    };
    [row(Side::North, Row::Back, true), row(Side::North, Row::Front, true), row(Side::South, Row::Front, false), row(Side::South, Row::Back, false)]
}

/// The hole `dr` rows and `dc` columns away on screen, if there is one.
fn neighbour(hole: Hole, dr: i32, dc: i32) -> Option<Hole> {
    let rows = screen_rows();
    let (r, c) = rows.iter().enumerate().find_map(|(r, row)| row.iter().position(|h| *h == hole).map(|c| (r as i32, c as i32)))?;
    rows.get((r + dr).clamp(0, 3) as usize).and_then(|row| row.get((c + dc).clamp(0, 7) as usize)).copied()
}

fn focus(id: &str) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
            let _ = el.focus();
        }
    }
}

/// The element id of a hole in a grid with this prefix.
pub fn hole_id(prefix: &str, hole: Hole) -> String {
    format!("{prefix}-{}", hole.name())
}

#[derive(Properties, PartialEq)]
pub struct GridProps {
    pub lang: Lang,
    /// The id prefix of the hole buttons.
    pub prefix: AttrValue,
    /// Seeds per hole.
    pub seeds: Callback<Hole, i64>,
    /// The marked hole.
    pub takasia: Option<Hole>,
    /// Edits (none: read-only).
    #[prop_or_default]
    pub on_edit: Option<Callback<EditorAction>>,
}

/// The 32 holes in four rows; editable when it has `on_edit`: a click or tap adds a seed (with
/// the remove tool takes one), shift-click, right-click or a long press takes one away.
#[function_component]
pub fn HoleGrid(props: &GridProps) -> Html {
    let lang = props.lang;
    let long_press = use_long_press(props.on_edit.clone().unwrap_or_default().reform(EditorAction::Remove));
    let cell = |hole: Hole| {
        let seeds = props.seeds.emit(hole);
        let label = tf(lang, EditorText::HoleLabel, &[&hole.name(), &seeds.to_string()]);
        let class = classes!("editor-hole", hole.is_nyumba().then_some("nyumba"), (props.takasia == Some(hole)).then_some("takasia"));
        let id = hole_id(&props.prefix, hole);
        match &props.on_edit {
            None => html! { <span {id} {class} role="img" aria-label={label}><small>{ hole.name() }</small><b>{ seeds }</b></span> },
            Some(on_edit) => {
                let (press, on_key) = (pointer_handlers(&long_press, on_edit, hole), key_handler(on_edit.clone(), props.prefix.to_string(), hole));
                html! {
                    <button {id} {class} type="button" aria-label={label} onclick={press.click} oncontextmenu={press.context} onkeydown={on_key}
                        onpointerdown={press.down} onpointermove={press.moved} onpointerup={press.up.clone()} onpointercancel={press.up.clone()} onpointerleave={press.up}>
                        <small>{ hole.name() }</small><b>{ seeds }</b>
                    </button>
                }
            }
        }
    };
    html! {
        <div class="editor-grid" role="group">
            { for screen_rows().into_iter().enumerate().map(|(r, row)| html! {
                <div class={classes!("editor-row", if r < 2 { "north" } else { "south" })}>{ for row.into_iter().map(cell) }</div>
            }) }
        </div>
    }
}

/// An editable hole's pointer handlers.
struct PointerHandlers {
    click: Callback<MouseEvent>,
    context: Callback<MouseEvent>,
    down: Callback<PointerEvent>,
    moved: Callback<PointerEvent>,
    up: Callback<PointerEvent>,
}

/// A click adds a seed (shift-click removes one) unless it ends a long press, which has removed
/// one already; the context menu (right-click, or a touch held still) removes one, once.
fn pointer_handlers(long_press: &LongPress<Hole>, on_edit: &Callback<EditorAction>, hole: Hole) -> PointerHandlers {
    let (press, edit) = (long_press.clone(), on_edit.clone());
    let click = Callback::from(move |e: MouseEvent| {
        if !press.took_click(&e) {
            edit.emit(if e.shift_key() { EditorAction::Remove(hole) } else { EditorAction::Add(hole) });
        }
    });
    let (press, edit) = (long_press.clone(), on_edit.clone());
    let context = Callback::from(move |e: MouseEvent| {
        e.prevent_default();
        if !press.took_context_menu(hole) {
            edit.emit(EditorAction::Remove(hole));
        }
    });
    let press = long_press.clone();
    let down = Callback::from(move |e: PointerEvent| press.down(hole, &e));
    let press = long_press.clone();
    let moved = Callback::from(move |e: PointerEvent| press.moved(&e));
    let press = long_press.clone();
    let up = Callback::from(move |_: PointerEvent| press.up());
    PointerHandlers { click, context, down, moved, up }
}

/// A focused hole's keys: digits type a number, Backspace/Delete erase, + and − add and take
/// away a seed, the arrows move to the neighbouring hole.
fn key_handler(on_edit: Callback<EditorAction>, prefix: String, hole: Hole) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        let key = e.key();
        let moved = match key.as_str() {
            "ArrowLeft" => neighbour(hole, 0, -1),
            "ArrowRight" => neighbour(hole, 0, 1),
            "ArrowUp" => neighbour(hole, -1, 0),
            "ArrowDown" => neighbour(hole, 1, 0),
            _ => None,
        };
        if let Some(next) = moved {
            e.prevent_default();
            focus(&hole_id(&prefix, next));
            return;
        }
        let action = match key.as_str() {
            "Backspace" | "Delete" => EditorAction::Erase(hole),
            "+" | "=" => {
                on_edit.emit(EditorAction::Tool(Tool::Add));
                EditorAction::Add(hole)
            }
            "-" | "_" => EditorAction::Remove(hole),
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => EditorAction::Digit(hole, d.as_bytes()[0] - b'0'),
            _ => return,
        };
        e.prevent_default();
        on_edit.emit(action);
    })
}

#[derive(Properties, PartialEq)]
pub struct EditorPageProps {
    pub lang: Lang,
    pub editor: EditorState,
    pub on_action: Callback<Action>,
}

fn input_of(e: &Event) -> Option<web_sys::HtmlInputElement> {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
}

/// What the engine says about the edited position, in words.
pub fn verdict_text(lang: Lang, editor: &EditorState) -> (bool, String) {
    match (&editor.error, &editor.position) {
        (Some(error), _) => (false, position_error(lang, error)),
        (None, Some(pos)) => {
            let total = editor.total().to_string();
            (true, tf(lang, EditorText::Valid, &[&total, side_word(lang, pos.to_move()), stage_word(lang, pos.variant(), pos.stage())]))
        }
        (None, None) => (false, String::new()),
    }
}

/// The games as select options.
fn variant_options(selected: Variant) -> Html {
    Variant::ALL.iter().map(|v| html! { <option value={v.name()} selected={*v == selected}>{ v.title() }</option> }).collect()
}

/// The controls of everything but the holes: reserves, nyumba, game, Bawo set-up and gambit,
/// side to move, takasia mark, study.
fn position_fields(lang: Lang, editor: &EditorState, on_edit: &Callback<EditorAction>) -> Html {
    let variant = editor.variant();
    let side_controls = |side: Side| {
        let reserve = editor.side(side).reserve;
        let owned = editor.side(side).house == "owned";
        let on_reserve = on_edit.reform(move |e: Event| EditorAction::Reserve(side, input_of(&e).and_then(|i| i.value().trim().parse().ok()).unwrap_or(0)));
        let on_house = on_edit.reform(move |e: Event| EditorAction::House(side, input_of(&e).is_some_and(|i| i.checked())));
        html! {
            <fieldset class="editor-side">
                <legend>{ side_word(lang, side) }</legend>
                <label>{ t(lang, EditorText::Reserve) }
                    <input id={format!("edit-reserve-{}", side.name())} type="number" min="0" max="200" value={reserve.to_string()} onchange={on_reserve} />
                </label>
                <label class="check"><input id={format!("edit-house-{}", side.name())} type="checkbox" checked={owned} onchange={on_house} />
                    { tf(lang, EditorText::HouseOwned, &[house_word(variant)]) }</label>
            </fieldset>
        }
    };
    let on_variant = on_edit.reform(|e: Event| EditorAction::Variant(Variant::from_name(&select_value(&e)).unwrap_or(Variant::Kiswahili)));
    let on_setup = on_edit.reform(|e: Event| EditorAction::BawoSetup(BawoSetup::from_name(&select_value(&e)).unwrap_or_default()));
    let on_to_move = on_edit.reform(|e: Event| EditorAction::ToMove(Side::from_name(&select_value(&e)).unwrap_or(Side::South)));
    let on_takasia = on_edit.reform(|e: Event| EditorAction::Takasia(Hole::parse(&select_value(&e))));
    let on_study = on_edit.reform(|e: Event| EditorAction::Study(input_of(&e).is_some_and(|i| i.checked())));
    let on_gambit = on_edit.reform(|e: Event| EditorAction::Gambit(input_of(&e).is_some_and(|i| i.checked())));
    let takasia_holes: Vec<Hole> = Side::BOTH.into_iter().flat_map(|side| (1..=8).map(move |n| Hole::from_row(side, Row::Front, n))).collect();
    html! {
        <div class="editor-fields">
            { side_controls(Side::South) }
            { side_controls(Side::North) }
            <label>{ t(lang, EditorText::Game) }<select id="edit-variant" onchange={on_variant}>{ variant_options(variant) }</select></label>
            if variant == Variant::Bawo {
                <label>{ t(lang, EditorText::Setup) }
                    <select id="edit-setup" onchange={on_setup}>
                        { for BawoSetup::ALL.iter().map(|s| html! { <option value={s.name()} selected={editor.setup.bawo_setup.as_deref() == Some(s.name())}>{ s.name() }</option> }) }
                    </select>
                </label>
                <label class="check"><input id="edit-gambit" type="checkbox" checked={editor.gambit()} onchange={on_gambit} />{ stage_word(lang, variant, crate::engine::Stage::Gambit) }</label>
            }
            <label>{ t(lang, EditorText::ToMove) }
                <select id="edit-to-move" onchange={on_to_move}>
                    { for Side::BOTH.into_iter().map(|s| html! { <option value={s.name()} selected={editor.to_move() == s}>{ side_word(lang, s) }</option> }) }
                </select>
            </label>
            <label>{ tf(lang, EditorText::TakasiaMark, &[takasia_word(variant)]) }
                <select id="edit-takasia" onchange={on_takasia}>
                    <option value="" selected={editor.takasia().is_none()}>{ t(lang, EditorText::NoTakasia) }</option>
                    { for takasia_holes.into_iter().map(|h| html! { <option value={h.name()} selected={editor.takasia() == Some(h)}>{ h.name() }</option> }) }
                </select>
            </label>
            <label class="check"><input id="edit-study" type="checkbox" checked={editor.study} onchange={on_study} />{ t(lang, EditorText::Study) }</label>
        </div>
    }
}

/// The board editor: where to start, the tools, the holes, the engine's word, the other fields,
/// how to open the position and its JSON.
#[function_component]
pub fn EditorPage(props: &EditorPageProps) -> Html {
    let (lang, editor) = (props.lang, &props.editor);
    let on_edit: Callback<EditorAction> = props.on_action.reform(Action::from);
    let seeds = {
        let editor = editor.clone();
        Callback::from(move |hole: Hole| editor.seeds(hole))
    };
    let on_back = props.on_action.reform(|_: MouseEvent| PageAction::Open(Page::Game).into());
    html! {
        <section id="editor" class="editor" aria-labelledby="editor-title">
            <h2 id="editor-title">{ t(lang, EditorText::Title) }</h2>
            <StartChoice {lang} variant={editor.variant()} on_edit={on_edit.clone()} />
            <p class="editor-help">{ t(lang, EditorText::Help) }</p>
            { tools(lang, editor, &on_edit) }
            <HoleGrid {lang} prefix="edit" {seeds} takasia={editor.takasia()} on_edit={on_edit.clone()} />
            { verdict(lang, editor) }
            { position_fields(lang, editor, &on_edit) }
            <OpenChoice {lang} valid={editor.position.is_some()} on_edit={on_edit.clone()} {on_back} />
            <JsonPanel {lang} editor={editor.clone()} {on_edit} />
        </section>
    }
}

/// The add and remove tools, and the seed total.
fn tools(lang: Lang, editor: &EditorState, on_edit: &Callback<EditorAction>) -> Html {
    let tool = |tool: Tool, id: &'static str, text: EditorText| {
        html! { <label class="check"><input {id} type="radio" name="edit-tool" checked={editor.tool == tool} onchange={on_edit.reform(move |_: Event| EditorAction::Tool(tool))} />{ t(lang, text) }</label> }
    };
    html! {
        <div class="editor-tools" role="radiogroup">
            { tool(Tool::Add, "edit-tool-add", EditorText::ToolAdd) }
            { tool(Tool::Remove, "edit-tool-remove", EditorText::ToolRemove) }
            <span id="edit-total">{ tf(lang, EditorText::Seeds, &[&editor.total().to_string()]) }</span>
        </div>
    }
}

/// The engine's word on the edited position, as a live status line.
fn verdict(lang: Lang, editor: &EditorState) -> Html {
    let (ok, message) = verdict_text(lang, editor);
    html! { <p id="editor-message" class={classes!("editor-message", if ok { "ok" } else { "error" })} role="status" aria-live="polite">{ message }</p> }
}

#[derive(Properties, PartialEq)]
struct StartProps {
    lang: Lang,
    /// The game chosen at first (the edited position's).
    variant: Variant,
    on_edit: Callback<EditorAction>,
}

/// Where an edit starts: a game's start position or an empty board (of the chosen game), or the
/// position on screen.
#[function_component]
fn StartChoice(props: &StartProps) -> Html {
    let (lang, on_edit) = (props.lang, &props.on_edit);
    let start_variant = use_state(|| props.variant);
    let begin = |start: fn(Variant) -> EditorStart| {
        let variant = *start_variant;
        on_edit.reform(move |_: MouseEvent| EditorAction::Begin(start(variant)))
    };
    let on_start_variant = {
        let start_variant = start_variant.clone();
        Callback::from(move |e: Event| start_variant.set(Variant::from_name(&select_value(&e)).unwrap_or(Variant::Kiswahili)))
    };
    html! {
        <div class="editor-start">
            <label>{ t(lang, EditorText::StartFrom) }
                <select id="edit-start-variant" onchange={on_start_variant}>{ variant_options(*start_variant) }</select>
            </label>
            <button id="edit-from-start" type="button" onclick={begin(|v| EditorStart::Start(v, BawoSetup::default()))}>{ t(lang, EditorText::StartPosition) }</button>
            <button id="edit-from-empty" type="button" onclick={begin(|v| EditorStart::Empty(v, BawoSetup::default()))}>{ t(lang, EditorText::EmptyBoard) }</button>
            <button id="edit-from-current" type="button" onclick={on_edit.reform(|_: MouseEvent| EditorAction::Begin(EditorStart::Current))}>{ t(lang, EditorText::CurrentPosition) }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct OpenProps {
    lang: Lang,
    /// The engine accepts the edited position (it can be opened).
    valid: bool,
    on_edit: Callback<EditorAction>,
    on_back: Callback<MouseEvent>,
}

/// What to open the position as: a game against a friend or the computer (at a level), or
/// analysis; and the way back to the game.
#[function_component]
fn OpenChoice(props: &OpenProps) -> Html {
    let (lang, on_edit) = (props.lang, &props.on_edit);
    let opponent = use_state(|| 0usize);
    let level = use_state(|| 3u8);
    let play_opponent = match *opponent {
        1 => Opponent::Computer { level: *level, side: Side::North },
        2 => Opponent::Computer { level: *level, side: Side::South },
        _ => Opponent::Human,
    };
    let on_opponent = {
        let opponent = opponent.clone();
        Callback::from(move |e: Event| opponent.set(select_value(&e).parse().unwrap_or(0)))
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| level.set(select_value(&e).parse().unwrap_or(3)))
    };
    html! {
        <div class="editor-open">
            <label>{ t(lang, EditorText::Opponent) }
                <select id="edit-opponent" onchange={on_opponent}>
                    <option value="0" selected={*opponent == 0}>{ t(lang, EditorText::Friend) }</option>
                    <option value="1" selected={*opponent == 1}>{ t(lang, EditorText::ComputerNorth) }</option>
                    <option value="2" selected={*opponent == 2}>{ t(lang, EditorText::ComputerSouth) }</option>
                </select>
            </label>
            if *opponent != 0 {
                <label>{ t(lang, EditorText::Level) }
                    <select id="edit-level" onchange={on_level}>
                        { for levels().map(|l| html! { <option value={l.to_string()} selected={*level == l}>{ l.to_string() }</option> }) }
                    </select>
                </label>
            }
            <button id="editor-play" type="button" disabled={!props.valid} onclick={on_edit.reform(move |_: MouseEvent| EditorAction::Play(play_opponent))}>{ t(lang, EditorText::Play) }</button>
            <button id="editor-analyse" type="button" disabled={!props.valid} onclick={on_edit.reform(|_: MouseEvent| EditorAction::Analyse)}>{ t(lang, EditorText::Analyse) }</button>
            <button id="editor-back" type="button" onclick={props.on_back.clone()}>{ t(lang, EditorText::Back) }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct JsonProps {
    lang: Lang,
    editor: EditorState,
    on_edit: Callback<EditorAction>,
}

/// The position as RULES.md §12 JSON (export into the text area, import from it), its share
/// link while it is valid, and why an import was not read.
#[function_component]
fn JsonPanel(props: &JsonProps) -> Html {
    let (lang, editor) = (props.lang, &props.editor);
    let json = use_state(String::new);
    let on_export = {
        let (json, text) = (json.clone(), serde_json::to_string(&editor.setup).unwrap_or_default());
        Callback::from(move |_: MouseEvent| json.set(text.clone()))
    };
    let on_json = {
        let json = json.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                json.set(area.value());
            }
        })
    };
    let on_import = {
        let text = (*json).clone();
        props.on_edit.reform(move |_: MouseEvent| EditorAction::Import(text.clone()))
    };
    let share = editor.position.as_ref().map(|pos| crate::app::share::fragment_for(&crate::engine::Game::new(pos.clone()).to_record(&[])));
    html! {
        <div class="editor-json">
            <textarea id="editor-json" rows="4" aria-label="JSON" value={(*json).clone()} oninput={on_json} />
            <button id="editor-export" type="button" onclick={on_export}>{ t(lang, EditorText::Export) }</button>
            <button id="editor-import" type="button" onclick={on_import}>{ t(lang, EditorText::Import) }</button>
            if let Some(fragment) = share {
                <a id="editor-share" href={fragment}>{ t(lang, EditorText::ShareLink) }</a>
            }
            if let Some(error) = &editor.import_error {
                <p id="editor-import-error" class="editor-message error" role="alert">{ tf(lang, EditorText::ImportFailed, &[&position_error(lang, error)]) }</p>
            }
        </div>
    }
}
