//! The Yew app: one [`AppState`] in a reducer, presentational components fed from it, and the
//! browser side effects (timers, storage, the computer, share links) as effects watching it.

mod board;
mod browser;
mod dialogs;
mod panels;

use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::protocol::{Reply, Request};
use crate::ai::worker::AiWorker;
use crate::ai::Level;
use crate::app::anim::Step as AnimStep;
use crate::app::i18n::{self, t, tf, ButtonText, DialogText, ErrorText, Lang, LessonText, PlayText, SettingText};
use crate::app::input::Pick;
use crate::app::save::{self, Speed, Theme};
use crate::app::setup::Opponent;
use crate::app::share::{self, ImportError};
use crate::app::state::{Action, AppState, Dialog, Notice, SearchProgress, Session, Stored};
use crate::app::view;
use crate::engine::{Dir, Side};

pub use board::{Board, BoardProps};
pub use panels::{History, HistoryProps, Prompt, PromptProps, Status, StatusProps};

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new((*self).clone().reduce(action))
    }
}

/// Mounts the app on the page's body.
pub fn run() {
    yew::Renderer::<App>::new().render();
}

/// The state at start-up from localStorage; unreadable saved data is kept aside at once.
fn initial_state() -> AppState {
    let stored = Stored {
        settings: browser::read(save::SETTINGS_KEY),
        reduced_motion: browser::prefers_reduced_motion(),
        game: browser::read(save::GAME_KEY),
        list: browser::read(save::LIST_KEY),
    };
    let state = AppState::start(stored, Lang::from_browser(&browser::browser_language()), browser::unique_prefix());
    if let Some(broken) = &state.broken {
        browser::write(save::BROKEN_KEY, broken);
    }
    state
}

/// Reads a record from outside (file, text, link) into a session, or says what is wrong.
fn import(result: Result<crate::engine::Record, ImportError>) -> Action {
    Action::Import(result.map(|record| Box::new(Session::from_record(record))))
}

/// The players' names by side (South, North); in a match, player 1 and 2 swap sides each game.
fn player_names(lang: Lang, session: &Session) -> [String; 2] {
    Side::BOTH.map(|side| match session.opponent {
        Opponent::Computer { level, side: computer } if computer == side => {
            tf(lang, PlayText::StatusComputer, &[&crate::app::opponent::ai_level(level).to_string()])
        }
        Opponent::Computer { .. } => t(lang, PlayText::StatusYou).to_string(),
        Opponent::Human => {
            let player = session.kete_match.map_or(side.index(), |m| m.player_of(side));
            t(lang, if player == 0 { "match.player1" } else { "match.player2" }).to_string()
        }
    })
}

#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let dispatch = state.dispatcher();
    // The AI worker, spawned when the computer first has to move, and the search it runs.
    let computer = use_mut_ref(|| None::<AiWorker>);
    let searching = use_mut_ref(|| None::<(u64, crate::engine::Position)>);
    let lang = state.lang();

    // Animation: one timer per frame; the last frame stays a moment, then the real position.
    {
        let dispatch = dispatch.clone();
        let key = state.anim.as_ref().map(|a| (a.step, a.stop_at));
        let speed = state.settings.speed;
        let sound = state.settings.sound && state.anim.as_ref().and_then(|a| a.frame()).is_some_and(|f| f.step == AnimStep::Drop);
        let waiting = state.safari.is_some();
        use_effect_with((key, speed, waiting), move |(key, speed, waiting)| {
            if sound {
                browser::click_sound();
            }
            let ms = speed.tick_ms();
            let timer = key.filter(|(step, stop_at)| step + 1 < *stop_at || !waiting).map(|_| Timeout::new(ms, move || dispatch.dispatch(Action::Tick)));
            move || drop(timer)
        });
    }

    // The computer's move: searched in the AI worker once the animation is done. Any change
    // (undo, new game, another move) changes the search id: the effect's cleanup cancels the
    // running search, and a late reply for an old id is ignored by the reducer.
    {
        let dispatch = dispatch.clone();
        let search = state.computer_should_search();
        let request = match state.session.opponent {
            Opponent::Computer { level, .. } => search.map(|id| {
                let request = crate::app::opponent::request(&state.session.game, level, id);
                // `?ai=endless` makes the computer think until its search is cancelled, so
                // that a browser test can cancel a search that is certain to be running.
                if browser::query_value("ai").as_deref() == Some("endless") {
                    Request { level: Level::Endless.to_string(), ..request }
                } else {
                    request
                }
            }),
            Opponent::Human => None,
        };
        let position = state.session.game.position().clone();
        let worker = computer.clone();
        let current = searching.clone();
        use_effect_with(search, move |search| {
            *current.borrow_mut() = search.map(|id| (id, position));
            if let Some(request) = request {
                if worker.borrow().is_none() {
                    match AiWorker::spawn(computer_replies(current.clone(), dispatch.clone())) {
                        Ok(spawned) => *worker.borrow_mut() = Some(spawned),
                        Err(error) => dispatch.dispatch(Action::ShowNotice(Notice::ComputerFailed(error))),
                    }
                }
                if let Some(Err(error)) = worker.borrow_mut().as_mut().map(|w| w.search(&request)) {
                    dispatch.dispatch(Action::ShowNotice(Notice::ComputerFailed(error)));
                }
            }
            move || {
                current.borrow_mut().take();
                if let Some(w) = worker.borrow_mut().as_mut() {
                    let _ = w.cancel();
                }
            }
        });
    }

    // The hint: the top level's move for the person to move, searched in a worker of its own,
    // which is dropped (terminated) as soon as the position changes.
    {
        let dispatch = dispatch.clone();
        let search = state.hint_search();
        let request = search.map(|_| crate::app::opponent::hint_request(&state.session.game));
        let position = state.session.game.position().clone();
        use_effect_with(search, move |search| {
            let failed = {
                let dispatch = dispatch.clone();
                move |error: String| dispatch.dispatch(Action::ShowNotice(Notice::ComputerFailed(error)))
            };
            let worker = search.zip(request).and_then(|(id, request)| {
                let on_error = failed.clone();
                let on_reply = Rc::new(move |reply: Reply| match reply {
                    Reply::Progress { depth, best, .. } => dispatch.dispatch(progress_action(id, &position, depth, &best)),
                    Reply::Done { best: Some(text), .. } => match crate::engine::parse_move(&position, &text) {
                        Ok((mv, _)) => dispatch.dispatch(Action::HintFound { search: id, mv }),
                        Err(error) => on_error(error.to_string()),
                    },
                    Reply::Error { message } => on_error(message),
                    _ => {}
                });
                let started = AiWorker::spawn(on_reply).and_then(|mut worker| worker.search(&request).map(|()| worker));
                started.map_err(failed).ok()
            });
            move || drop(worker)
        });
    }

    // Saving: the game after every change, the game list and the settings when they change.
    {
        let saved = state.session.to_saved();
        use_effect_with((saved.id.clone(), saved.revision), move |_| browser::write(save::GAME_KEY, &save::write_game(&saved)));
    }
    {
        let list = state.list.clone();
        use_effect_with(state.list_revision, move |revision| {
            if *revision > 0 {
                browser::write(save::LIST_KEY, &save::write_list(&list));
            }
        });
    }
    use_effect_with((state.settings, lang), |(settings, lang)| {
        browser::write(save::SETTINGS_KEY, &save::write_settings(settings));
        browser::apply_page_settings(settings.theme.name(), lang.code());
    });

    // Other tabs, share links, app updates, global keys: listeners for the page's lifetime.
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let on_storage = {
                let dispatch = dispatch.clone();
                EventListener::new(&gloo::utils::window(), "storage", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else { return };
                    let value = event.new_value().unwrap_or_default();
                    match event.key().as_deref() {
                        Some(save::GAME_KEY) => {
                            if let Ok(saved) = save::read_game(&value) {
                                dispatch.dispatch(Action::ExternalGame(saved));
                            }
                        }
                        Some(save::LIST_KEY) => {
                            if let Ok(list) = save::read_list(&value) {
                                dispatch.dispatch(Action::ExternalList(list));
                            }
                        }
                        _ => {}
                    }
                })
            };
            let load_fragment = {
                let dispatch = dispatch.clone();
                move || {
                    let fragment = browser::fragment();
                    if share::is_game_fragment(&fragment) {
                        dispatch.dispatch(import(share::read_fragment(&fragment)));
                        browser::clear_fragment();
                    }
                }
            };
            load_fragment();
            let on_hash = EventListener::new(&gloo::utils::window(), "hashchange", move |_| load_fragment());
            if browser::update_waiting() {
                dispatch.dispatch(Action::UpdateReady);
            }
            let on_update = {
                let dispatch = dispatch.clone();
                EventListener::new(&gloo::utils::window(), "bao-update-ready", move |_| dispatch.dispatch(Action::UpdateReady))
            };
            let on_key = EventListener::new(&gloo::utils::window(), "keydown", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                let typing = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
                if typing || event.ctrl_key() || event.meta_key() || event.alt_key() {
                    return;
                }
                let action = match event.key().as_str() {
                    "<" | "," => Some(Action::ChooseDir(Dir::Left)),
                    ">" | "." => Some(Action::ChooseDir(Dir::Right)),
                    "u" => Some(Action::Undo),
                    "f" => Some(Action::ToggleFlip),
                    "?" => Some(Action::OpenDialog(Dialog::Keys)),
                    "Escape" => Some(Action::Cancel),
                    _ => None,
                };
                if let Some(action) = action {
                    event.prevent_default();
                    dispatch.dispatch(action);
                }
            });
            move || drop((on_storage, on_hash, on_update, on_key))
        });
    }

    let session = &state.session;
    let game = &session.game;
    let variant = game.start().variant();
    let players = player_names(lang, session);
    let board_model = view::board_model(&state);

    let on_hole = dispatch_with(&dispatch, Action::ClickHole);
    let on_dir = dispatch_with(&dispatch, Action::ChooseDir);
    let on_arrow_key = dispatch_with(&dispatch, Action::Arrow);
    let on_view = dispatch_with(&dispatch, Action::View);

    let on_export = {
        let record = session.record();
        let name = format!("bao-{}-{}.txt", variant.name(), game.plies().len());
        Callback::from(move |_: MouseEvent| browser::download(&name, &record))
    };
    let on_share = {
        let record = session.record();
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            let link = format!("{}{}", browser::page_url(), share::fragment_for(&record));
            browser::copy(&link);
            dispatch.dispatch(Action::ShowNotice(Notice::LinkReady(link)));
        })
    };
    let on_load_text = {
        let dispatch = dispatch.clone();
        Callback::from(move |text: String| dispatch.dispatch(import(share::read_record(&text))))
    };
    let on_export_listed = Callback::from(|g: save::ListedGame| browser::download(&format!("bao-{}.txt", g.id), &g.record));

    let (picked, gambit) = match &state.pick {
        Pick::Hole { hole, choices } if state.view.is_none() => (Some((*hole, choices.clone())), None),
        Pick::Gambit { placed } if state.can_input() => (None, crate::app::input::gambit_seeds(game.position()).map(|total| (placed.len(), total))),
        _ => (None, None),
    };
    let animation = state.anim.as_ref().filter(|a| a.running() || state.safari.is_some()).and_then(|a| a.frame()).map(|f| (f.lap, f.turn, f.hand));
    let announcement = if state.safari.is_some() {
        t(lang, PlayText::SaySafari).to_string()
    } else {
        match game.plies().last() {
            Some(ply) => {
                let mover = game.position_at(game.plies().len() - 1).to_move();
                let said = i18n::move_words(lang, mover, &ply.mv.to_string(), ply.info.seeds_captured);
                match game.result() {
                    Some((outcome, reason)) => format!("{said} {}", i18n::result_words(lang, outcome, reason)),
                    None => said,
                }
            }
            None => String::new(),
        }
    };

    let top = board_model.viewer.opponent();
    let reserve_line = |side: Side| {
        html! {
            <p class={classes!("reserve", side.name())} data-side={side.name()}>
                { format!("{} · {} {}", i18n::side_word(lang, side), i18n::reserve_word(lang, variant), board_model.reserve[side.index()]) }
            </p>
        }
    };

    html! {
        <div class={classes!("app", format!("speed-{}", state.settings.speed.name()))}>
            <header class="top">
                <h1>{ "Bao" }<span class="variant-title">{ format!(" · {}", variant.title()) }</span></h1>
                <nav class="toolbar">
                    <button id="btn-new" onclick={send(&dispatch, || Action::OpenDialog(Dialog::NewGame))}>{ t(lang, ButtonText::NewGame) }</button>
                    <button id="btn-lessons" onclick={send(&dispatch, || Action::OpenDialog(Dialog::Lessons))}>{ t(lang, ButtonText::Lessons) }</button>
                    <label>{ t(lang, SettingText::SettingSpeed) }
                        <select id="speed" onchange={select_action(&dispatch, |v| Speed::ALL.into_iter().find(|s| s.name() == v).map(Action::SetSpeed))}>
                            { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == state.settings.speed}>{ t(lang, s.label()) }</option> }) }
                        </select>
                    </label>
                    <label>{ t(lang, SettingText::SettingLanguage) }
                        <select id="language" onchange={select_action(&dispatch, |v| Some(Action::SetLang(match v { "en" => Some(Lang::En), "sw" => Some(Lang::Sw), _ => None }))) }>
                            <option value="auto" selected={state.settings.lang.is_none()}>{ t(lang, SettingText::LangAuto) }</option>
                            <option value="en" selected={state.settings.lang == Some(Lang::En)}>{ "English" }</option>
                            <option value="sw" selected={state.settings.lang == Some(Lang::Sw)}>{ "Kiswahili" }</option>
                        </select>
                    </label>
                    <label>{ t(lang, SettingText::SettingTheme) }
                        <select id="theme" onchange={select_action(&dispatch, |v| Theme::ALL.into_iter().find(|s| s.name() == v).map(Action::SetTheme))}>
                            { for Theme::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == state.settings.theme}>{ t(lang, s.label()) }</option> }) }
                        </select>
                    </label>
                    <label class="check"><input id="sound" type="checkbox" checked={state.settings.sound} onchange={send(&dispatch, || Action::ToggleSound)} />{ t(lang, SettingText::SettingSound) }</label>
                    <button id="btn-keys" onclick={send(&dispatch, || Action::OpenDialog(Dialog::Keys))}>{ t(lang, ButtonText::Keys) }</button>
                    <button id="btn-glossary" onclick={send(&dispatch, || Action::OpenDialog(Dialog::Glossary))}>{ t(lang, ButtonText::Glossary) }</button>
                </nav>
            </header>
            if state.update_ready {
                <p class="notice update" role="status">{ t(lang, ErrorText::NoticeUpdate) }
                    <button id="btn-update" onclick={Callback::from(|_| browser::apply_update())}>{ t(lang, ButtonText::ReloadUpdate) }</button></p>
            }
            { notice_view(lang, variant, &state, &dispatch) }
            <main class="layout">
                <section class="board-area">
                    { reserve_line(top) }
                    <Board model={board_model.clone()} {on_hole} on_dir={on_dir.clone()} {on_arrow_key} on_enter={send(&dispatch, || Action::PickFocused)} />
                    { reserve_line(top.opponent()) }
                    <Prompt {lang} {variant} {picked} {gambit} safari_question={state.safari.is_some() && !state.anim.as_ref().is_some_and(|a| a.running())} {animation} {on_dir}
                        on_safari={dispatch_with(&dispatch, |safari| Action::AnswerSafari { safari })}
                        on_gambit_undo={send(&dispatch, || Action::UndoGambitSeed)} on_gambit_confirm={send(&dispatch, || Action::ConfirmGambit)}
                        on_skip={send(&dispatch, || Action::SkipAnimation)} />
                </section>
                <aside class="side">
                    <Status {lang} position={state.shown_position().clone()} result={game.result()}
                        thinking={view::thinking_text(&state)} viewing={state.view} kete_match={session.kete_match} players={players}
                        on_rematch={send(&dispatch, || Action::Rematch)} on_new_game={send(&dispatch, || Action::OpenDialog(Dialog::NewGame))}
                        on_next_match_game={send(&dispatch, || Action::NextMatchGame)} on_live={send(&dispatch, || Action::View(None))} />
                    if let Some(lesson) = state.lesson {
                        <panels::LessonPanel {lang} {lesson} on_next={dispatch_with(&dispatch, Action::StartLesson)} on_retry={send(&dispatch, || Action::Undo)} />
                    }
                    if let Some(text) = view::hint_text(&state) {
                        <p id="hint" class="hint-text" role="status">{ text }</p>
                    }
                    <div class="controls">
                        <button id="btn-undo" onclick={send(&dispatch, || Action::Undo)}>{ t(lang, ButtonText::Undo) }</button>
                        <button id="btn-hint" disabled={!state.can_input()} onclick={send(&dispatch, || Action::Hint)}>{ t(lang, ButtonText::Hint) }</button>
                        <button id="btn-redo" disabled={session.redo.is_empty()} onclick={send(&dispatch, || Action::Redo)}>{ t(lang, ButtonText::Redo) }</button>
                        <button id="btn-replay" disabled={game.plies().is_empty()} onclick={send(&dispatch, || Action::Replay)}>{ t(lang, ButtonText::Replay) }</button>
                        <button id="btn-flip" onclick={send(&dispatch, || Action::ToggleFlip)}>{ t(lang, ButtonText::Flip) }</button>
                        <button id="btn-resign" disabled={game.is_over()} onclick={send(&dispatch, || Action::Resign)}>{ t(lang, ButtonText::Resign) }</button>
                        <button id="btn-export" onclick={on_export}>{ t(lang, ButtonText::Export) }</button>
                        <button id="btn-import" onclick={send(&dispatch, || Action::OpenDialog(Dialog::Import))}>{ t(lang, ButtonText::Import) }</button>
                        <button id="btn-share" onclick={on_share}>{ t(lang, ButtonText::Share) }</button>
                        <button id="btn-games" onclick={send(&dispatch, || Action::OpenDialog(Dialog::GameList))}>{ t(lang, ButtonText::Games) }</button>
                    </div>
                    <History {lang} moves={game.annotated_moves()} first={game.start().to_move()} viewing={state.view} {on_view} />
                </aside>
            </main>
            <div id="live" class="sr-only" aria-live="polite">{ announcement }</div>
            {
                match state.dialog {
                    Some(Dialog::NewGame) => html! {
                        <dialogs::NewGameDialog {lang} initial={session.setup()} on_start={dispatch_with(&dispatch, Action::NewGame)} on_close={send(&dispatch, || Action::CloseDialog)} />
                    },
                    Some(Dialog::ConfirmReplace) => html! { <dialogs::ConfirmReplaceDialog {lang} on_answer={dispatch_with(&dispatch, Action::ConfirmReplace)} /> },
                    Some(Dialog::Import) => html! { <dialogs::ImportDialog {lang} on_load={on_load_text.clone()} on_close={send(&dispatch, || Action::CloseDialog)} /> },
                    Some(Dialog::GameList) => html! {
                        <dialogs::GameListDialog {lang} games={state.list.clone()} on_load={on_load_text} on_export={on_export_listed} on_close={send(&dispatch, || Action::CloseDialog)} />
                    },
                    Some(Dialog::Lessons) => html! {
                        <dialogs::LessonsDialog {lang} current={state.lesson.map(|l| l.index)} solved={state.settings.lessons_solved} on_start={dispatch_with(&dispatch, Action::StartLesson)} on_close={send(&dispatch, || Action::CloseDialog)} />
                    },
                    Some(Dialog::Keys) => html! { <dialogs::TextDialog {lang} id="keys" title_key={DialogText::KeysTitle} keys={dialogs::KEYS_HELP} on_close={send(&dispatch, || Action::CloseDialog)} /> },
                    Some(Dialog::Glossary) => html! { <dialogs::TextDialog {lang} id="glossary" title_key={DialogText::GlossaryTitle} keys={dialogs::GLOSSARY} on_close={send(&dispatch, || Action::CloseDialog)} /> },
                    None => html! {},
                }
            }
        </div>
    }
}

/// Where the AI worker's replies go: its progress and final move, for the search that asked
/// for them.
fn computer_replies(searching: Rc<std::cell::RefCell<Option<(u64, crate::engine::Position)>>>, dispatch: UseReducerDispatcher<AppState>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let target = searching.borrow().clone();
        match (reply, target) {
            (Reply::Progress { depth, best, .. }, Some((search, position))) => dispatch.dispatch(progress_action(search, &position, depth, &best)),
            (Reply::Done { best: Some(text), .. }, Some((search, position))) => match crate::engine::parse_move(&position, &text) {
                Ok((mv, _)) => dispatch.dispatch(Action::ComputerMoved { search, mv }),
                Err(error) => dispatch.dispatch(Action::ShowNotice(Notice::ComputerFailed(error.to_string()))),
            },
            (Reply::Error { message }, Some(_)) => dispatch.dispatch(Action::ShowNotice(Notice::ComputerFailed(message))),
            _ => {}
        }
    })
}

/// A search's progress report as an action; a move the position does not have is a worker
/// fault, reported like a failed search.
fn progress_action(search: u64, position: &crate::engine::Position, depth: u32, best: &str) -> Action {
    match crate::engine::parse_move(position, best) {
        Ok((best, _)) => Action::SearchProgress(SearchProgress { search, depth, best }),
        Err(error) => Action::ShowNotice(Notice::ComputerFailed(error.to_string())),
    }
}

/// A callback that dispatches a fixed action, whatever its event.
fn send<T: 'static>(dispatch: &UseReducerDispatcher<AppState>, action: fn() -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: T| dispatch.dispatch(action()))
}

fn dispatch_with<T: 'static>(dispatch: &UseReducerDispatcher<AppState>, action: fn(T) -> Action) -> Callback<T> {
    let dispatch = dispatch.clone();
    Callback::from(move |value: T| dispatch.dispatch(action(value)))
}

fn select_action(dispatch: &UseReducerDispatcher<AppState>, action: fn(&str) -> Option<Action>) -> Callback<Event> {
    let dispatch = dispatch.clone();
    Callback::from(move |e: Event| {
        let value = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default();
        if let Some(action) = action(&value) {
            dispatch.dispatch(action);
        }
    })
}

/// The message bar: why a hole cannot be played, import problems, save problems, links.
fn notice_view(lang: Lang, variant: crate::engine::Variant, state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let Some(notice) = &state.notice else { return html! {} };
    let (kind, text, extra) = match notice {
        Notice::CannotPlay(hole, why) => {
            ("cannot-play", tf(lang, ErrorText::NoticeCannotPlay, &[&hole.name(), &i18n::why_not_words(lang, variant, *why)]), html! {})
        }
        Notice::Import(ImportError::BadLink) => ("bad-link", t(lang, ErrorText::NoticeBadLink).to_string(), html! {}),
        Notice::Import(ImportError::Invalid { line, text, message }) => {
            ("bad-record", tf(lang, ErrorText::NoticeBadRecord, &[&line.to_string(), text, message]), html! {})
        }
        Notice::SaveUnreadable | Notice::SaveTooNew(_) => {
            let text = match notice {
                Notice::SaveTooNew(v) => tf(lang, ErrorText::NoticeSaveTooNew, &[&v.to_string()]),
                _ => t(lang, ErrorText::NoticeSaveUnreadable).to_string(),
            };
            let broken = state.broken.clone().unwrap_or_default();
            let export = Callback::from(move |_| browser::download("bao-unreadable-save.txt", &broken));
            ("save-broken", text, html! { <button id="btn-export-broken" onclick={export}>{ t(lang, ButtonText::ExportBroken) }</button> })
        }
        Notice::OtherTab => ("other-tab", t(lang, ErrorText::NoticeOtherTab).to_string(), html! {}),
        Notice::LinkReady(link) => {
            ("link", t(lang, ErrorText::NoticeLinkReady).to_string(), html! { <input id="share-link" readonly=true value={link.clone()} /> })
        }
        Notice::Loaded => ("loaded", t(lang, ErrorText::NoticeImported).to_string(), html! {}),
        Notice::NothingToUndo => ("nothing-to-undo", t(lang, ErrorText::NoticeNothingToUndo).to_string(), html! {}),
        Notice::ComputerFailed(error) => ("computer-failed", tf(lang, ErrorText::NoticeComputerFailed, &[error]), html! {}),
    };
    let dismiss = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.dispatch(Action::DismissNotice))
    };
    html! {
        <p class="notice" data-kind={kind} role="alert">
            { text }{ " " }{ extra }
            <button class="dismiss" onclick={dismiss}>{ t(lang, ButtonText::Dismiss) }</button>
        </p>
    }
}
