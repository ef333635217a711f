//! Dialogs over the board: new game, confirm replacing a game, import, the game list, keys and
//! glossary.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::browser::select_value;

use crate::app::i18n::{t, tf, ButtonText, DialogText, Lang, RecordText};
use crate::app::opponent;
use crate::app::records::RecordSummary;
use crate::app::save::ListedGame;
use crate::app::setup::{GameSetup, Opponent};
use crate::app::share::{self, ImportError};
use crate::engine::{BawoSetup, Side, Variant};

#[derive(Properties, PartialEq)]
pub struct FrameProps {
    pub id: &'static str,
    pub title: String,
    pub on_close: Callback<()>,
    pub children: Html,
}

/// The common dialog frame with a title and a close button (Escape closes too, see the app).
#[function_component]
pub fn DialogFrame(props: &FrameProps) -> Html {
    let dialog_ref = use_node_ref();
    {
        // Move the keyboard focus into the dialog when it opens.
        let dialog_ref = dialog_ref.clone();
        use_effect_with(props.id, move |_| {
            let first = dialog_ref.cast::<web_sys::Element>().and_then(|d| d.query_selector("select, input, textarea, button").ok().flatten());
            if let Some(el) = first.and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = el.focus();
            }
        });
    }
    html! {
        <div class="backdrop">
            <div ref={dialog_ref} class="dialog" id={props.id} role="dialog" aria-modal="true" aria-labelledby={format!("{}-title", props.id)}>
                <h2 id={format!("{}-title", props.id)}>{ props.title.clone() }</h2>
                { props.children.clone() }
                <button class="close" onclick={props.on_close.reform(|_| ())}>{ "×" }</button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub lang: Lang,
    pub initial: GameSetup,
    pub on_start: Callback<GameSetup>,
    /// A coached game of the chosen game against the chosen computer opponent (the coach box).
    #[prop_or_default]
    pub on_start_coached: Callback<GameSetup>,
    /// A practice game of the coach's buttons.
    #[prop_or_default]
    pub on_practice: Callback<crate::app::coach::PracticeGame>,
    pub on_close: Callback<()>,
}

/// Choose the game, the Bawo setup, the opponent (and level and side) and the Kete match.
#[function_component]
pub fn NewGameDialog(props: &NewGameProps) -> Html {
    let lang = props.lang;
    let setup = use_state(|| props.initial);
    let update = |f: fn(GameSetup, &str) -> GameSetup| {
        let setup = setup.clone();
        Callback::from(move |e: Event| setup.set(f(*setup, &select_value(&e))))
    };
    let on_variant = update(|s, v| GameSetup { variant: Variant::from_name(v).unwrap_or(s.variant), ..s });
    let on_setup = update(|s, v| GameSetup { bawo_setup: BawoSetup::from_name(v).unwrap_or(s.bawo_setup), ..s });
    let on_opponent =
        update(|s, v| GameSetup { opponent: if v == "computer" { Opponent::Computer { level: 1, side: Side::North } } else { Opponent::Human }, ..s });
    let on_level = update(|s, v| match s.opponent {
        Opponent::Computer { side, .. } => GameSetup { opponent: Opponent::Computer { level: v.parse().unwrap_or(1), side }, ..s },
        Opponent::Human => s,
    });
    let on_side = update(|s, v| match s.opponent {
        Opponent::Computer { level, .. } => GameSetup { opponent: Opponent::Computer { level, side: Side::from_name(v).unwrap_or(Side::North) }, ..s },
        Opponent::Human => s,
    });
    let on_match = {
        let setup = setup.clone();
        Callback::from(move |e: Event| {
            let checked = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).is_some_and(|i| i.checked());
            setup.set(GameSetup { kete_match: checked, ..*setup });
        })
    };
    let coached = use_state(|| false);
    let on_start = {
        let (setup, coached) = (setup.clone(), coached.clone());
        let (plain, with_coach) = (props.on_start.clone(), props.on_start_coached.clone());
        Callback::from(move |_: MouseEvent| match setup.opponent {
            // A coached game is one game: the coach box is not offered with a Kete match.
            Opponent::Computer { .. } if *coached && !setup.kete_match => with_coach.emit(*setup),
            _ => plain.emit(*setup),
        })
    };
    let on_coach = {
        let coached = coached.clone();
        Callback::from(move |checked: bool| coached.set(checked))
    };
    let s = *setup;
    html! {
        <DialogFrame id="new-game" title={t(lang, DialogText::NewTitle).to_string()} on_close={props.on_close.clone()}>
            <label>{ t(lang, DialogText::NewGame) }
                <select id="ng-variant" onchange={on_variant}>
                    { for Variant::ALL.iter().map(|v| html! { <option value={v.name()} selected={*v == s.variant}>{ v.title() }</option> }) }
                </select>
            </label>
            if s.variant == Variant::Bawo {
                <label>{ t(lang, DialogText::NewSetup) }
                    <select id="ng-setup" onchange={on_setup}>
                        { for BawoSetup::ALL.iter().map(|b| {
                            let start = crate::engine::Position::start(Variant::Bawo, *b);
                            let title = format!("{} {}/{}", capitalised(b.name()), b.kuu_seeds(), start.reserve(Side::South));
                            html! { <option value={b.name()} selected={*b == s.bawo_setup}>{ title }</option> }
                        }) }
                    </select>
                </label>
            }
            <label>{ t(lang, DialogText::NewOpponent) }
                <select id="ng-opponent" onchange={on_opponent}>
                    <option value="human" selected={s.opponent == Opponent::Human}>{ t(lang, DialogText::NewHuman) }</option>
                    <option value="computer" selected={s.opponent != Opponent::Human}>{ t(lang, DialogText::NewComputer) }</option>
                </select>
            </label>
            if let Opponent::Computer { level, side } = s.opponent {
                <label>{ t(lang, DialogText::NewLevel) }
                    <select id="ng-level" onchange={on_level}>
                        { for opponent::levels().map(|l| html! {
                            <option value={l.to_string()} selected={l == level}>{ level_words(lang, l) }</option>
                        }) }
                    </select>
                </label>
                <label>{ t(lang, DialogText::NewComputerSide) }
                    <select id="ng-side" onchange={on_side}>
                        { for Side::BOTH.iter().map(|sd| html! {
                            <option value={sd.name()} selected={*sd == side}>{ crate::app::i18n::side_word(lang, *sd) }</option>
                        }) }
                    </select>
                </label>
            }
            if s.variant == Variant::Kete {
                <label class="check"><input id="ng-match" type="checkbox" checked={s.kete_match} onchange={on_match} />{ t(lang, DialogText::NewMatch) }</label>
            }
            if s.opponent != Opponent::Human && !s.kete_match {
                <super::coach::CoachCheckbox {lang} checked={*coached} on_change={on_coach} />
            }
            <p><button id="ng-start" class="primary" onclick={on_start}>{ t(lang, ButtonText::Start) }</button></p>
            <super::coach::CoachedGameButtons {lang} on_start={props.on_practice.clone()} />
        </DialogFrame>
    }
}

/// "1 (weakest)" … "top (strongest)".
pub fn level_words(lang: Lang, level: u8) -> String {
    let name = opponent::ai_level(level).to_string();
    match level {
        1 => tf(lang, DialogText::NewLevelWeakest, &[&name]),
        _ if name == "top" => tf(lang, DialogText::NewLevelTop, &[&name]),
        _ => name,
    }
}

fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

#[derive(Properties, PartialEq)]
pub struct ConfirmReplaceProps {
    pub lang: Lang,
    /// The game is not saved: export its record (offered in the dialog).
    pub on_export: Option<Callback<MouseEvent>>,
    pub on_answer: Callback<bool>,
}

#[function_component]
pub fn ConfirmReplaceDialog(props: &ConfirmReplaceProps) -> Html {
    let lang = props.lang;
    html! {
        <DialogFrame id="confirm-replace" title={t(lang, ButtonText::NewGame).to_string()} on_close={props.on_answer.reform(|_| false)}>
            <p>{ t(lang, DialogText::ConfirmReplace) }</p>
            if let Some(on_export) = props.on_export.clone() {
                <p class="unsaved">{ t(lang, DialogText::ReplaceUnsaved) }{ " " }
                    <button id="confirm-export" onclick={on_export}>{ t(lang, ButtonText::Export) }</button></p>
            }
            <p>
                <button id="confirm-yes" onclick={props.on_answer.reform(|_| true)}>{ t(lang, ButtonText::YesReplace) }</button>
                <button id="confirm-no" class="primary" onclick={props.on_answer.reform(|_| false)}>{ t(lang, ButtonText::NoKeep) }</button>
            </p>
        </DialogFrame>
    }
}

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    pub lang: Lang,
    /// The game a plain move list is played in at first (the current game's).
    pub variant: Variant,
    pub setup: BawoSetup,
    /// Why the last text was not loaded (shown in the dialog).
    pub error: Option<ImportError>,
    /// The text to read, with the game chosen for a plain move list.
    pub on_load: Callback<(String, Variant, BawoSetup)>,
    /// A file refused before it is read (larger than anything the import reads).
    pub on_refused: Callback<ImportError>,
    pub on_close: Callback<()>,
}

/// The games a plain move list can be played in: every game, Bawo once per setup.
fn move_list_games() -> Vec<(Variant, BawoSetup)> {
    Variant::ALL
        .iter()
        .flat_map(|&v| if v == Variant::Bawo { BawoSetup::ALL.iter().map(|&b| (v, b)).collect::<Vec<_>>() } else { vec![(v, BawoSetup::default())] })
        .collect()
}

fn game_value((variant, setup): (Variant, BawoSetup)) -> String {
    if variant == Variant::Bawo {
        format!("bawo-{}", setup.name())
    } else {
        variant.name().to_string()
    }
}

fn game_title((variant, setup): (Variant, BawoSetup)) -> String {
    if variant == Variant::Bawo {
        format!("{} ({})", variant.title(), capitalised(setup.name()))
    } else {
        variant.title().to_string()
    }
}

/// Paste a record, a position, a share link or a plain move list, or pick a file; one example
/// of each, and why a text was refused, in the dialog itself.
#[function_component]
pub fn ImportDialog(props: &ImportProps) -> Html {
    let lang = props.lang;
    let text = use_state(String::new);
    let game = use_state(|| (props.variant, if props.variant == Variant::Bawo { props.setup } else { BawoSetup::default() }));
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let on_input = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                text.set(area.value());
            }
        })
    };
    let on_game = {
        let game = game.clone();
        Callback::from(move |e: Event| {
            let value = select_value(&e);
            if let Some(chosen) = move_list_games().into_iter().find(|g| game_value(*g) == value) {
                game.set(chosen);
            }
        })
    };
    let on_file = {
        let (on_load, on_refused, reader, game) = (props.on_load.clone(), props.on_refused.clone(), reader.clone(), game.clone());
        Callback::from(move |e: Event| {
            let input = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(file) = input.and_then(|i| i.files()).and_then(|files| files.get(0)) {
                // A file larger than anything the import reads is refused unread.
                if let Err(error) = share::refuse_above(file.size() as usize, share::MAX_LINK_BYTES) {
                    return on_refused.emit(error);
                }
                let (on_load, (variant, setup)) = (on_load.clone(), *game);
                let task = gloo::file::callbacks::read_as_text(&gloo::file::File::from(file), move |result| {
                    if let Ok(content) = result {
                        on_load.emit((content, variant, setup));
                    }
                });
                *reader.borrow_mut() = Some(task);
            }
        })
    };
    let on_submit = {
        let (text, game) = (text.clone(), game.clone());
        props.on_load.reform(move |_: MouseEvent| ((*text).clone(), game.0, game.1))
    };
    let on_example = {
        let (text, game) = (text.clone(), game.clone());
        Callback::from(move |(sample, moves): (String, bool)| {
            text.set(sample);
            // The move list example is a game of Bao la Kiswahili.
            if moves {
                game.set((Variant::Kiswahili, BawoSetup::default()));
            }
        })
    };
    let error = props.error.as_ref().map(|e| {
        let words = crate::app::i18n::records::import_error(lang, game.0, e);
        html! { <p id="import-error" class="import-error" role="alert" data-kind={e.code()}>{ words }</p> }
    });
    html! {
        <DialogFrame id="import" title={t(lang, DialogText::ImportTitle).to_string()} on_close={props.on_close.clone()}>
            <p>{ t(lang, RecordText::ImportIntro) }</p>
            <textarea id="import-text" rows="8" aria-label={t(lang, DialogText::ImportTitle)} value={(*text).clone()} oninput={on_input} />
            <label>{ t(lang, RecordText::ImportGame) }
                <select id="import-game" onchange={on_game}>
                    { for move_list_games().into_iter().map(|g| html! { <option value={game_value(g)} selected={g == *game}>{ game_title(g) }</option> }) }
                </select>
            </label>
            <p><input id="import-file" type="file" aria-label={t(lang, RecordText::ImportFile)} accept=".txt,.json,text/plain,application/json" onchange={on_file} /></p>
            { error.unwrap_or_default() }
            <p><button id="import-load" class="primary" onclick={on_submit}>{ t(lang, ButtonText::Load) }</button></p>
            <ImportExamples {lang} on_use={on_example} />
        </DialogFrame>
    }
}

#[derive(Properties, PartialEq)]
pub struct ImportExamplesProps {
    pub lang: Lang,
    /// Put the example into the text box: its text, and whether it is the move list.
    pub on_use: Callback<(String, bool)>,
}

/// One example of each form the import reads, each with a button that puts it in the box.
#[function_component]
pub fn ImportExamples(props: &ImportExamplesProps) -> Html {
    let lang = props.lang;
    let link = format!("{}{}", super::browser::page_url(), share::examples::link());
    let examples = [
        ("record", RecordText::ImportExampleRecord, share::examples::RECORD.to_string()),
        ("position", RecordText::ImportExamplePosition, share::examples::POSITION.to_string()),
        ("link", RecordText::ImportExampleLink, link),
        ("moves", RecordText::ImportExampleMoves, share::examples::MOVES.to_string()),
    ];
    let example = |(form, key, sample): (&'static str, RecordText, String)| {
        let use_it = {
            let sample = sample.clone();
            props.on_use.reform(move |_: MouseEvent| (sample.clone(), form == "moves"))
        };
        html! {
            <li data-form={form}>{ t(lang, key) }{ " " }
                <button class="use-example" data-form={form} onclick={use_it}>{ t(lang, RecordText::ImportUseExample) }</button>
                <pre class="example" tabindex="0">{ sample }</pre>
            </li>
        }
    };
    html! {
        <details id="import-examples" open=true>
            <summary>{ t(lang, RecordText::ImportExamples) }</summary>
            <ul class="examples">{ for examples.into_iter().map(example) }</ul>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct GameListProps {
    pub lang: Lang,
    pub games: Vec<ListedGame>,
    pub on_load: Callback<String>,
    pub on_export: Callback<ListedGame>,
    /// Review a game (its record).
    #[prop_or_default]
    pub on_review: Option<Callback<String>>,
    pub on_close: Callback<()>,
}

/// The finished and abandoned games: game, players, date, moves, result.
#[function_component]
pub fn GameListDialog(props: &GameListProps) -> Html {
    let lang = props.lang;
    let item = |g: &ListedGame| {
        let summary = RecordSummary::of(&g.record);
        let title = summary.variant.map_or("?", |v| v.title());
        let status = t(lang, if g.finished { DialogText::GamesFinished } else { DialogText::GamesAbandoned });
        let status = if crate::app::analysis::record_is_assisted(&g.record) {
            format!("{status} · {}", t(lang, crate::app::i18n::AnalysisText::AssistedTag))
        } else {
            status.to_string()
        };
        let (record, listed) = (g.record.clone(), g.clone());
        html! {
            <li data-id={g.id.clone()}>
                <span class="game-title">{ title }</span>
                if let Some(players) = summary.players_words(lang) { <span class="game-players">{ format!(" · {players}") }</span> }
                if let Some(date) = &summary.date { <span class="game-date">{ format!(" · {date}") }</span> }
                { format!(" · {} · {} · {status} ", summary.plies, summary.result) }
                <button onclick={props.on_load.reform(move |_| record.clone())}>{ t(lang, ButtonText::Load) }</button>
                <button onclick={props.on_export.reform(move |_| listed.clone())}>{ t(lang, ButtonText::Export) }</button>
                if let Some(on_review) = &props.on_review {
                    <button class="review-listed" onclick={{ let record = g.record.clone(); on_review.reform(move |_| record.clone()) }}>{ t(lang, crate::app::i18n::ReviewText::Review) }</button>
                }
            </li>
        }
    };
    html! {
        <DialogFrame id="game-list" title={t(lang, DialogText::GamesTitle).to_string()} on_close={props.on_close.clone()}>
            if props.games.is_empty() { <p>{ t(lang, DialogText::GamesEmpty) }</p> }
            <ul>{ for props.games.iter().map(item) }</ul>
        </DialogFrame>
    }
}

#[derive(Properties, PartialEq)]
pub struct ConfirmResignProps {
    pub lang: Lang,
    /// `true`: resign; `false`: play on.
    pub on_answer: Callback<bool>,
}

/// "Resign this game?": the Resign button asks first.
#[function_component]
pub fn ConfirmResignDialog(props: &ConfirmResignProps) -> Html {
    let lang = props.lang;
    html! {
        <DialogFrame id="confirm-resign" title={t(lang, RecordText::ResignTitle).to_string()} on_close={props.on_answer.reform(|_| false)}>
            <p>{ t(lang, RecordText::ResignQuestion) }</p>
            <p>
                <button id="resign-yes" onclick={props.on_answer.reform(|_| true)}>{ t(lang, RecordText::ResignYes) }</button>
                <button id="resign-no" class="primary" onclick={props.on_answer.reform(|_| false)}>{ t(lang, RecordText::ResignNo) }</button>
            </p>
        </DialogFrame>
    }
}

#[derive(Properties, PartialEq)]
pub struct TextDialogProps {
    pub lang: Lang,
    pub id: &'static str,
    pub title_key: DialogText,
    pub keys: &'static [DialogText],
    pub on_close: Callback<()>,
}

/// A dialog listing catalogue lines: the keys help and the glossary.
#[function_component]
pub fn TextDialog(props: &TextDialogProps) -> Html {
    html! {
        <DialogFrame id={props.id} title={t(props.lang, props.title_key).to_string()} on_close={props.on_close.clone()}>
            <ul>{ for props.keys.iter().map(|k| html! { <li>{ t(props.lang, *k) }</li> }) }</ul>
        </DialogFrame>
    }
}

pub const KEYS_HELP: &[DialogText] = &[
    DialogText::KeysArrows,
    DialogText::KeysEnter,
    DialogText::KeysDir,
    DialogText::KeysUndo,
    DialogText::KeysFlip,
    DialogText::KeysHelp,
    DialogText::KeysEscape,
    DialogText::KeysMoveList,
    DialogText::KeysLaps,
];
pub const GLOSSARY: &[DialogText] = &[
    DialogText::GlossaryNyumba,
    DialogText::GlossaryKichwa,
    DialogText::GlossaryKimbi,
    DialogText::GlossaryNamua,
    DialogText::GlossaryMtaji,
    DialogText::GlossaryTakata,
    DialogText::GlossaryTakasia,
    DialogText::GlossarySafari,
    DialogText::GlossaryNemo,
];
