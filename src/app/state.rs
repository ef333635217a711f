//! The app as one state and a pure reducer: every user input, timer tick, computer reply and
//! storage change is an [`Action`]; [`AppState::reduce`] returns the next state. The Yew
//! components only render the state and dispatch actions; the browser side effects (storage,
//! timers, the computer) watch the state.

use crate::engine::{Dir, EndReason, Event, Game, Hole, Move, Outcome, Position, Side, WhyNot};

use super::anim::{self, Frame};
use super::i18n::Lang;
use super::input::{self, Outcome as InputOutcome, Pick, Resolution};
use super::layout;
use super::lessons::LESSONS;
use super::save::{self, ListedGame, LoadError, SavedGame, Settings, Speed, Theme};
use super::setup::{GameSetup, MatchScore, Opponent};
use super::share::ImportError;

/// The game being played and everything that is saved with it.
#[derive(Clone, Debug)]
pub struct Session {
    pub id: String,
    pub revision: u64,
    pub game: Game,
    /// Record headers besides Variant/Setup/Result/Start (kept from an imported record).
    pub headers: Vec<(String, String)>,
    pub opponent: Opponent,
    pub kete_match: Option<MatchScore>,
    /// Moves taken back, the next one to redo last.
    pub redo: Vec<Move>,
}

impl Session {
    fn new(id: String, setup: &GameSetup, kete_match: Option<MatchScore>) -> Session {
        Session::from_start(id, Position::start(setup.variant, setup.bawo_setup), setup.opponent, kete_match)
    }

    fn from_start(id: String, start: Position, opponent: Opponent, kete_match: Option<MatchScore>) -> Session {
        Session { id, revision: 1, game: Game::new(start), headers: Vec::new(), opponent, kete_match, redo: Vec::new() }
    }

    /// The game's setup, for a rematch.
    pub fn setup(&self) -> GameSetup {
        let start = self.game.start();
        GameSetup { variant: start.variant(), bawo_setup: start.bawo_setup(), opponent: self.opponent, kete_match: self.kete_match.is_some() }
    }

    /// The record text of RULES.md §12.
    pub fn record(&self) -> String {
        self.game.to_record(&self.headers)
    }

    pub fn to_saved(&self) -> SavedGame {
        let resigned = match self.game.result() {
            Some((Outcome::Win(winner), EndReason::Resignation)) => Some(winner.opponent()),
            _ => None,
        };
        SavedGame {
            id: self.id.clone(),
            revision: self.revision,
            record: self.record(),
            opponent: self.opponent,
            resigned,
            kete_match: self.kete_match,
            redo: self.redo.iter().rev().map(Move::to_string).collect(),
        }
    }

    /// A session for a game read from a record (import, share link): played on this device.
    pub fn from_record(record: crate::engine::Record) -> Session {
        let headers = record.headers.into_iter().filter(|(k, _)| !matches!(k.as_str(), "Variant" | "Setup" | "Result" | "Start")).collect();
        Session { id: String::new(), revision: 0, game: record.game, headers, opponent: Opponent::Human, kete_match: None, redo: Vec::new() }
    }

    /// Rebuilds a session from a save by replaying its record.
    pub fn from_saved(saved: &SavedGame) -> Result<Session, ImportError> {
        let mut session = Session::from_record(super::share::read_saved_record(&saved.record)?);
        if let Some(side) = saved.resigned {
            session.game.resign(side);
        }
        // Redo moves that no longer replay are dropped: they are a convenience, not the game.
        let mut probe = session.game.clone();
        for text in &saved.redo {
            match crate::engine::parse_move(probe.position(), text).ok().filter(|(mv, _)| probe.play(mv).is_ok()) {
                Some((mv, _)) => session.redo.push(mv),
                None => break,
            }
        }
        session.redo.reverse();
        Ok(Session { id: saved.id.clone(), revision: saved.revision, opponent: saved.opponent, kete_match: saved.kete_match, ..session })
    }

    fn is_unfinished(&self) -> bool {
        !self.game.is_over() && !self.game.plies().is_empty()
    }

    fn listed(&self) -> ListedGame {
        ListedGame { id: self.id.clone(), record: self.record(), finished: self.game.is_over() }
    }

    /// Whose turn it is for the computer, if the computer is to move now.
    pub fn computer_to_move(&self) -> bool {
        !self.game.is_over() && self.opponent.computer_side() == Some(self.game.position().to_move())
    }
}

/// A move being animated: the frames planned from its events and how far the board shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    pub frames: Vec<Frame>,
    /// The frame on screen.
    pub step: usize,
    /// The animation halts after this many frames (less than all while a stop-or-safari
    /// question waits).
    pub stop_at: usize,
}

impl Animation {
    pub fn frame(&self) -> Option<&Frame> {
        self.frames.get(self.step)
    }

    pub fn running(&self) -> bool {
        self.step + 1 < self.stop_at
    }
}

/// The question at the nyumba: the two moves that differ only in stop or safari.
#[derive(Clone, Debug, PartialEq)]
pub struct SafariQuestion {
    pub stop: Move,
    pub safari: Move,
    /// Events both moves share (animated before asking).
    pub shared: usize,
}

/// What replaces the current game once the user agrees.
#[derive(Clone, Debug)]
pub enum Replacement {
    New(GameSetup),
    NextMatchGame,
    Loaded(Box<Session>),
    /// A lesson of [`LESSONS`], by index.
    Lesson(usize),
}

/// Dialogs over the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    NewGame,
    Keys,
    Glossary,
    Import,
    GameList,
    Lessons,
    /// "Replace the unfinished game?"
    ConfirmReplace,
}

/// A message to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The clicked hole cannot be played.
    CannotPlay(Hole, WhyNot),
    /// An imported record or a share link was not loaded.
    Import(ImportError),
    /// The saved game could not be read; it was kept aside and a fresh game started.
    SaveUnreadable,
    /// The saved game comes from a newer app version; it was kept aside.
    SaveTooNew(u32),
    /// Another tab changed the game.
    OtherTab,
    /// The share link was copied (or is shown to copy by hand).
    LinkReady(String),
    /// A game was loaded from a record or link.
    Loaded,
    /// Nothing to undo / redo.
    NothingToUndo,
    /// The AI worker failed (it could not start, or its search failed).
    ComputerFailed(String),
}

/// The hint engine's move for the person to move, shown a step at a time: first its hole,
/// then (on a second press) the whole move with its direction or kichwa and stop or safari.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The search behind it; an answer for another search is stale.
    pub search: u64,
    /// The best move, once the search has found it.
    pub mv: Option<Move>,
    pub complete: bool,
}

/// The lesson being played. It is not saved: after a reload its position stays as a study game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonState {
    /// The lesson's index in [`LESSONS`].
    pub index: usize,
    /// Whether the learner's move reached the lesson's goal, once it is made.
    pub reached: Option<bool>,
}

/// How far a running search (the computer's move or a hint) has got, from the worker's
/// progress stream: shown while it thinks so that a long search visibly works.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchProgress {
    /// The search reporting; a report for another search is stale.
    pub search: u64,
    /// The deepest finished iteration, in plies.
    pub depth: u32,
    /// The best move found so far.
    pub best: Move,
}

/// Everything the app shows.
#[derive(Clone, Debug)]
pub struct AppState {
    pub settings: Settings,
    /// The browser's preferred language (used while the setting says "follow the browser").
    pub browser_lang: Lang,
    pub session: Session,
    pub pick: Pick,
    /// Viewing the position after this many plies instead of the live one.
    pub view: Option<usize>,
    pub anim: Option<Animation>,
    pub safari: Option<SafariQuestion>,
    pub dialog: Option<Dialog>,
    pub notice: Option<Notice>,
    pub pending: Option<Replacement>,
    /// The hole with the keyboard focus.
    pub focus: Hole,
    /// Finished and abandoned games.
    pub list: Vec<ListedGame>,
    /// Changes whenever the list changes (the UI saves it).
    pub list_revision: u64,
    /// The computer's search in progress (its id), if any.
    pub thinking: Option<u64>,
    /// The hint asked for in this position, if any.
    pub hint: Option<Hint>,
    /// The latest progress of the computer's search or the hint search.
    pub progress: Option<SearchProgress>,
    pub lesson: Option<LessonState>,
    next_id: u64,
    id_prefix: String,
    /// Unreadable saved data kept aside, for export.
    pub broken: Option<String>,
    /// A new app version is installed and waits for a reload.
    pub update_ready: bool,
}

/// Everything that can happen.
#[derive(Clone, Debug)]
pub enum Action {
    ClickHole(Hole),
    ChooseDir(Dir),
    AnswerSafari {
        safari: bool,
    },
    UndoGambitSeed,
    ConfirmGambit,
    /// Keyboard: move the focus with an arrow key (or choose a direction when a hole is picked).
    Arrow(layout::Step),
    /// Keyboard: Enter on the focused hole.
    PickFocused,
    Focus(Hole),
    Tick,
    SkipAnimation,
    Replay,
    Undo,
    Redo,
    Resign,
    View(Option<usize>),
    ComputerMoved {
        search: u64,
        mv: Move,
    },
    /// The hint button: ask for a hint, or show the rest of it.
    Hint,
    HintFound {
        search: u64,
        mv: Move,
    },
    /// Start the lesson of this index (also "next lesson").
    StartLesson(usize),
    /// The computer's search or the hint search reports its depth and best move so far.
    SearchProgress(SearchProgress),
    NewGame(GameSetup),
    Rematch,
    NextMatchGame,
    Load(Box<Session>),
    Import(Result<Box<Session>, ImportError>),
    ConfirmReplace(bool),
    OpenDialog(Dialog),
    CloseDialog,
    /// Escape: close the dialog, or else cancel the picked hole.
    Cancel,
    DismissNotice,
    ShowNotice(Notice),
    SetSpeed(Speed),
    SetLang(Option<Lang>),
    SetTheme(Theme),
    ToggleFlip,
    ToggleSound,
    /// Another tab saved a game.
    ExternalGame(SavedGame),
    ExternalList(Vec<ListedGame>),
    UpdateReady,
}

/// What the browser had stored at start-up.
pub struct Stored {
    pub settings: Option<String>,
    /// The system asks for reduced motion: without stored settings, moves are not animated.
    pub reduced_motion: bool,
    pub game: Option<String>,
    pub list: Option<String>,
}

impl AppState {
    /// The state at start-up: settings and the saved game restored, a broken save kept aside.
    /// `id_prefix` makes game ids unique across tabs and visits (the UI passes time + random).
    pub fn start(stored: Stored, browser_lang: Lang, id_prefix: String) -> AppState {
        let settings = stored
            .settings
            .as_deref()
            .map(save::read_settings)
            .unwrap_or(Settings { speed: if stored.reduced_motion { Speed::Instant } else { Speed::Normal }, ..Settings::default() });
        let mut broken = None;
        let mut notice = None;
        let mut list = Vec::new();
        if let Some(text) = stored.list {
            match save::read_list(&text) {
                Ok(l) => list = l,
                Err(_) => broken = Some(text),
            }
        }
        let restored = stored.game.map(|text| {
            let session = match save::read_game(&text) {
                Ok(saved) => Session::from_saved(&saved).map_err(|_| Notice::SaveUnreadable),
                Err(LoadError::Incompatible(v)) => Err(Notice::SaveTooNew(v)),
                Err(LoadError::Corrupt(_)) => Err(Notice::SaveUnreadable),
            };
            session.map_err(|n| (n, text))
        });
        let mut state = AppState {
            settings,
            browser_lang,
            session: Session::new(format!("{id_prefix}-0"), &GameSetup::default(), None),
            pick: Pick::Idle,
            view: None,
            anim: None,
            safari: None,
            dialog: None,
            notice: None,
            pending: None,
            focus: Hole::parse("A1").expect("A1"),
            list,
            list_revision: 0,
            thinking: None,
            hint: None,
            progress: None,
            lesson: None,
            next_id: 1,
            id_prefix,
            broken: None,
            update_ready: false,
        };
        match restored {
            Some(Ok(session)) => state.session = session,
            Some(Err((why, text))) => {
                notice = Some(why);
                broken = Some(text);
            }
            None => state.dialog = Some(Dialog::NewGame),
        }
        state.broken = broken;
        state.notice = notice;
        state.after_position_change();
        state
    }

    pub fn lang(&self) -> Lang {
        self.settings.lang.unwrap_or(self.browser_lang)
    }

    /// The position the board shows (history view or live).
    pub fn shown_position(&self) -> &Position {
        match self.view {
            Some(n) => self.session.game.position_at(n),
            None => self.session.game.position(),
        }
    }

    /// The side the board is seen from.
    pub fn viewer(&self) -> Side {
        let base = match self.session.opponent {
            Opponent::Computer { side, .. } => side.opponent(),
            Opponent::Human => Side::South,
        };
        if self.settings.flipped {
            base.opponent()
        } else {
            base
        }
    }

    /// Whether the person at the device may move now (live view, not the computer's turn).
    /// The hint search to run now, if a hint was asked for and is not found yet.
    pub fn hint_search(&self) -> Option<u64> {
        self.hint.as_ref().filter(|h| h.mv.is_none()).map(|h| h.search)
    }

    pub fn can_input(&self) -> bool {
        self.view.is_none() && !self.session.game.is_over() && !self.session.computer_to_move()
    }

    /// The ply whose move is highlighted: the one leading to the shown position.
    pub fn highlighted_ply(&self) -> Option<usize> {
        let n = self.view.unwrap_or(self.session.game.plies().len());
        n.checked_sub(1)
    }

    /// The events of ply `i`, replayed from the position before it.
    pub fn ply_events(&self, i: usize) -> Vec<Event> {
        let game = &self.session.game;
        game.position_at(i).play(&game.plies()[i].mv).map(|p| p.events).unwrap_or_default()
    }

    /// The computer should search now: its turn, nothing being animated or asked.
    pub fn computer_should_search(&self) -> Option<u64> {
        self.thinking.filter(|_| self.anim.as_ref().is_none_or(|a| !a.running()) && self.safari.is_none())
    }

    pub fn reduce(mut self, action: Action) -> AppState {
        match action {
            Action::ClickHole(hole) => {
                self.finish_animation();
                self.focus = hole;
                self.notice = None;
                if self.view.is_some() {
                    self.view = None;
                }
                if self.safari.take().is_some() {
                    self.anim = None;
                }
                if self.can_input() {
                    let outcome = input::click(self.session.game.position(), &self.pick, hole);
                    self.apply_input(outcome, hole);
                }
            }
            Action::ChooseDir(dir) => {
                self.finish_animation();
                let outcome = input::choose(&self.pick, dir);
                self.apply_input(outcome, self.focus);
            }
            Action::Arrow(step) => match (&self.pick, step) {
                (Pick::Hole { .. }, layout::Step::Left | layout::Step::Right) => {
                    // ← / → choose the direction once a hole is picked: the hand moves to the
                    // player's own left or right.
                    let dir = if step == layout::Step::Left { Dir::Left } else { Dir::Right };
                    return self.reduce(Action::ChooseDir(dir));
                }
                _ => self.focus = layout::step(self.focus, self.viewer(), step),
            },
            Action::PickFocused => {
                let focus = self.focus;
                return self.reduce(Action::ClickHole(focus));
            }
            Action::Focus(hole) => self.focus = hole,
            Action::AnswerSafari { safari } => {
                if let Some(question) = self.safari.take() {
                    let mv = if safari { question.safari } else { question.stop };
                    self.play(mv, question.shared);
                }
            }
            Action::UndoGambitSeed => {
                if let InputOutcome::Changed(pick) = input::undo_gambit_seed(&self.pick) {
                    self.pick = pick;
                }
            }
            Action::ConfirmGambit => {
                if let Some(mv) = input::gambit_move(self.session.game.position(), &self.pick) {
                    self.play(mv, 0);
                }
            }
            Action::Tick => {
                if let Some(anim) = &mut self.anim {
                    if anim.running() {
                        anim.step += 1;
                    } else if self.safari.is_none() {
                        self.anim = None;
                    }
                }
            }
            Action::SkipAnimation => self.finish_animation(),
            Action::Replay => {
                if let Some(i) = self.highlighted_ply() {
                    let before = self.session.game.position_at(i).clone();
                    let frames = anim::plan(&before, &self.ply_events(i));
                    self.safari = None;
                    self.start_animation(frames, usize::MAX);
                    // A replay is shown even at "instant" speed (see `Speed::tick_ms`).
                    if let Some(anim) = &mut self.anim {
                        anim.step = 0;
                    }
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Resign => {
                if !self.session.game.is_over() {
                    let side = self.session.opponent.computer_side().map_or(self.session.game.position().to_move(), Side::opponent);
                    self.session.game.resign(side);
                    self.changed();
                }
            }
            Action::View(n) => {
                self.finish_animation();
                self.view = n.filter(|&n| n < self.session.game.plies().len());
                self.pick = Pick::Idle;
                if self.view.is_none() {
                    self.pick = input::initial(self.session.game.position());
                }
            }
            Action::Hint => {
                if let Some(hint) = &mut self.hint {
                    hint.complete = hint.mv.is_some();
                } else if self.can_input() {
                    self.hint = Some(Hint { search: self.next_id, mv: None, complete: false });
                    self.next_id += 1;
                }
            }
            Action::HintFound { search, mv } => {
                if let Some(hint) = self.hint.as_mut().filter(|h| h.search == search) {
                    hint.mv = Some(mv);
                }
            }
            Action::SearchProgress(progress) => {
                let hint_search = self.hint_search();
                if self.thinking == Some(progress.search) || hint_search == Some(progress.search) {
                    self.progress = Some(progress);
                }
            }
            Action::ComputerMoved { search, mv } => {
                if self.thinking == Some(search) && self.session.computer_to_move() {
                    self.thinking = None;
                    self.view = None;
                    self.play(mv, 0);
                }
            }
            Action::NewGame(setup) => {
                let kete_match = (setup.kete_match && setup.variant == crate::engine::Variant::Kete).then(MatchScore::default);
                let setup = GameSetup { kete_match: kete_match.is_some(), ..setup };
                self.replace(Replacement::New(setup));
            }
            Action::Rematch => {
                let mut setup = self.session.setup();
                if let Opponent::Computer { level, side } = setup.opponent {
                    setup.opponent = Opponent::Computer { level, side: side.opponent() };
                }
                self.replace(Replacement::New(setup));
            }
            Action::NextMatchGame => self.replace(Replacement::NextMatchGame),
            Action::StartLesson(index) => {
                if index < LESSONS.len() {
                    self.replace(Replacement::Lesson(index));
                }
            }
            Action::Load(session) => self.replace(Replacement::Loaded(session)),
            Action::Import(result) => match result {
                Ok(session) => self.replace(Replacement::Loaded(session)),
                Err(error) => self.notice = Some(Notice::Import(error)),
            },
            Action::ConfirmReplace(yes) => {
                self.dialog = None;
                if let Some(replacement) = self.pending.take().filter(|_| yes) {
                    self.file_current(false);
                    self.do_replace(replacement);
                }
            }
            Action::OpenDialog(dialog) => self.dialog = Some(dialog),
            Action::CloseDialog => {
                self.dialog = None;
                self.pending = None;
            }
            Action::Cancel => {
                if self.dialog.is_some() {
                    return self.reduce(Action::CloseDialog);
                }
                if matches!(self.pick, Pick::Hole { .. }) {
                    self.pick = Pick::Idle;
                }
            }
            Action::DismissNotice => self.notice = None,
            Action::ShowNotice(notice) => self.notice = Some(notice),
            Action::SetSpeed(speed) => self.settings.speed = speed,
            Action::SetLang(lang) => self.settings.lang = lang,
            Action::SetTheme(theme) => self.settings.theme = theme,
            Action::ToggleFlip => self.settings.flipped = !self.settings.flipped,
            Action::ToggleSound => self.settings.sound = !self.settings.sound,
            Action::ExternalGame(saved) => {
                let newer = saved.id != self.session.id || saved.revision > self.session.revision;
                if newer {
                    if let Ok(session) = Session::from_saved(&saved) {
                        if session.id != self.session.id {
                            self.lesson = None;
                        }
                        self.session = session;
                        self.reset_view();
                        self.notice = Some(Notice::OtherTab);
                        self.after_position_change();
                    }
                }
            }
            Action::ExternalList(list) => self.list = list,
            Action::UpdateReady => self.update_ready = true,
        }
        self
    }

    fn apply_input(&mut self, outcome: InputOutcome, hole: Hole) {
        match outcome {
            InputOutcome::Nothing => {}
            InputOutcome::Changed(pick) => self.pick = pick,
            InputOutcome::Refused(why) => {
                self.pick = input::initial(self.session.game.position());
                self.notice = Some(Notice::CannotPlay(hole, why));
            }
            InputOutcome::Chosen { hole, dir } => {
                self.pick = Pick::Idle;
                let pos = self.session.game.position().clone();
                match input::resolve(&pos, hole, dir) {
                    Some(Resolution::Play(mv)) => self.play(mv, 0),
                    Some(Resolution::AskSafari { stop, safari }) => {
                        let stop_events = pos.play(&stop).map(|p| p.events).unwrap_or_default();
                        let safari_events = pos.play(&safari).map(|p| p.events).unwrap_or_default();
                        let shared = anim::common_prefix(&stop_events, &safari_events);
                        self.start_animation(anim::plan(&pos, &stop_events), shared);
                        self.safari = Some(SafariQuestion { stop, safari, shared });
                    }
                    None => {}
                }
            }
        }
    }

    /// Plays a move (legal by construction; an engine refusal is shown, never lost silently),
    /// animating from frame `from` (the part already shown before a safari question).
    fn play(&mut self, mv: Move, from: usize) {
        let before = self.session.game.position().clone();
        match self.session.game.play(&mv) {
            Ok(events) => {
                self.session.redo.clear();
                self.start_animation(anim::plan(&before, &events), usize::MAX);
                match &mut self.anim {
                    Some(_) if self.settings.speed == Speed::Instant => self.anim = None,
                    // Go on from the last frame already shown before the safari question.
                    Some(anim) => anim.step = from.saturating_sub(1).min(anim.frames.len() - 1),
                    None => {}
                }
                self.changed();
            }
            Err(crate::engine::MoveError::Illegal { reason, .. }) => self.notice = Some(Notice::CannotPlay(mv.start_hole().unwrap_or(self.focus), reason)),
            Err(_) => self.notice = Some(Notice::CannotPlay(self.focus, WhyNot::NoSuchDirection)),
        }
    }

    /// Starts an animation that halts after `stop_at` frames (all with `usize::MAX`). At
    /// "instant" speed the board jumps straight to the halt.
    fn start_animation(&mut self, frames: Vec<Frame>, stop_at: usize) {
        if frames.is_empty() {
            self.anim = None;
            return;
        }
        let stop_at = stop_at.min(frames.len()).max(1);
        let step = if self.settings.speed == Speed::Instant { stop_at - 1 } else { 0 };
        self.anim = Some(Animation { frames, step, stop_at });
    }

    /// Skips to the end of the animation (or to the safari question).
    fn finish_animation(&mut self) {
        match (&mut self.anim, &self.safari) {
            (Some(anim), Some(_)) => anim.step = anim.stop_at - 1,
            _ => self.anim = None,
        }
    }

    /// After every change of the game: new revision, fresh input, computer's turn.
    fn changed(&mut self) {
        self.session.revision += 1;
        self.after_position_change();
    }

    fn after_position_change(&mut self) {
        self.pick = input::initial(self.session.game.position());
        self.thinking = None;
        self.hint = None;
        self.progress = None;
        if self.session.computer_to_move() {
            self.thinking = Some(self.next_id);
            self.next_id += 1;
        }
        let game = &self.session.game;
        if let Some(lesson) = &mut self.lesson {
            lesson.reached = game.plies().first().map(|ply| LESSONS[lesson.index].reached(&ply.mv));
            if lesson.reached == Some(true) {
                self.settings.lessons_solved |= 1 << lesson.index;
            }
        }
        // A lesson is an exercise, not a game to keep in the list.
        if self.session.game.is_over() && self.lesson.is_none() {
            let listed = self.session.listed();
            save::push_listed(&mut self.list, listed);
            self.list_revision += 1;
        }
    }

    fn reset_view(&mut self) {
        self.view = None;
        self.anim = None;
        self.safari = None;
        self.pick = Pick::Idle;
    }

    fn undo(&mut self) {
        self.reset_view();
        let computer = self.session.opponent.computer_side();
        let game = &mut self.session.game;
        // The engine's undo also takes back a resignation.
        let resigned = matches!(game.result(), Some((_, EndReason::Resignation)));
        let mut undone = Vec::new();
        if let Some(ply) = game.undo() {
            undone.push(ply.mv);
        }
        // Against the computer: back to the person's own last move.
        while computer == Some(game.position().to_move()) && !game.plies().is_empty() {
            if let Some(ply) = game.undo() {
                undone.push(ply.mv);
            }
        }
        if undone.is_empty() && !resigned {
            self.notice = Some(Notice::NothingToUndo);
            return;
        }
        self.session.redo.extend(undone);
        self.changed();
    }

    fn redo(&mut self) {
        self.reset_view();
        let computer = self.session.opponent.computer_side();
        let mut any = false;
        while let Some(mv) = self.session.redo.pop() {
            if self.session.game.play(&mv).is_err() {
                self.session.redo.clear();
                break;
            }
            any = true;
            if computer != Some(self.session.game.position().to_move()) {
                break;
            }
        }
        if any {
            self.session.revision += 1;
            self.after_position_change();
        } else {
            self.notice = Some(Notice::NothingToUndo);
        }
    }

    /// Replaces the game, asking first when the current one is unfinished.
    fn replace(&mut self, replacement: Replacement) {
        if self.lesson.is_some() {
            self.do_replace(replacement);
        } else if self.session.is_unfinished() {
            self.pending = Some(replacement);
            self.dialog = Some(Dialog::ConfirmReplace);
        } else {
            self.file_current(true);
            self.do_replace(replacement);
        }
    }

    /// Puts the current game into the game list (finished, or abandoned when replaced).
    fn file_current(&mut self, only_if_played: bool) {
        if only_if_played && self.session.game.plies().is_empty() {
            return;
        }
        save::push_listed(&mut self.list, self.session.listed());
        self.list_revision += 1;
    }

    fn do_replace(&mut self, replacement: Replacement) {
        let replacement_lesson = match replacement {
            Replacement::Lesson(index) => Some(index),
            _ => None,
        };
        let id = format!("{}-{}", self.id_prefix, self.next_id);
        self.next_id += 1;
        let revision = self.session.revision + 1;
        self.session = match replacement {
            Replacement::New(setup) => Session::new(id, &setup, setup.kete_match.then(MatchScore::default)),
            Replacement::NextMatchGame => {
                let mut setup = self.session.setup();
                if let Opponent::Computer { level, side } = setup.opponent {
                    setup.opponent = Opponent::Computer { level, side: side.opponent() };
                }
                let score = match (self.session.kete_match, self.session.game.result()) {
                    (Some(score), Some((outcome, _))) => Some(score.scored(outcome).next_game()),
                    (score, _) => score,
                };
                Session::new(id, &setup, score)
            }
            Replacement::Loaded(session) => {
                self.notice = Some(Notice::Loaded);
                Session { id, ..*session }
            }
            Replacement::Lesson(index) => Session::from_start(id, LESSONS[index].start(), Opponent::Human, None),
        };
        self.lesson = replacement_lesson.map(|index| LessonState { index, reached: None });
        // A new id with a revision above the old one: other tabs adopt it.
        self.session.revision = revision;
        self.dialog = None;
        self.reset_view();
        self.after_position_change();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Variant};

    fn fresh() -> AppState {
        AppState::start(Stored { settings: None, reduced_motion: false, game: None, list: None }, Lang::En, "t".to_string())
    }

    fn hole(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    fn kujifunza(opponent: Opponent) -> AppState {
        fresh()
            .reduce(Action::NewGame(GameSetup { variant: Variant::Kujifunza, bawo_setup: BawoSetup::Chikoko, opponent, kete_match: false }))
            .reduce(Action::SetSpeed(Speed::Instant))
    }

    #[test]
    fn a_first_visit_opens_the_new_game_dialog() {
        assert_eq!(fresh().dialog, Some(Dialog::NewGame));
    }

    #[test]
    fn clicking_a_hole_and_a_direction_plays_and_undo_redo_work() {
        let state = kujifunza(Opponent::Human).reduce(Action::ClickHole(hole("A3")));
        assert!(matches!(state.pick, Pick::Hole { .. }));
        let state = state.reduce(Action::ChooseDir(Dir::Right));
        assert_eq!(state.session.game.plies().len(), 1);
        let state = state.reduce(Action::Undo);
        assert_eq!(state.session.game.plies().len(), 0);
        assert_eq!(state.session.redo.len(), 1);
        let state = state.reduce(Action::Redo);
        assert_eq!(state.session.game.plies().len(), 1);
    }

    #[test]
    fn an_unplayable_hole_gives_a_reason_and_changes_nothing() {
        let state = kujifunza(Opponent::Human).reduce(Action::ClickHole(hole("a3")));
        assert_eq!(state.notice, Some(Notice::CannotPlay(hole("a3"), WhyNot::NotYourHole)));
        assert!(state.session.game.plies().is_empty());
    }

    #[test]
    fn a_hint_shows_its_hole_then_the_whole_move_and_lapses_with_the_position() {
        let state = kujifunza(Opponent::Human).reduce(Action::Hint);
        let search = state.hint_search().expect("a hint search starts");
        let best = state.session.game.position().legal_moves()[2];
        let stale = state.clone().reduce(Action::HintFound { search: search + 1, mv: best });
        assert_eq!(stale.hint_search(), Some(search), "a stale answer is ignored");
        let state = state.reduce(Action::Hint).reduce(Action::HintFound { search, mv: best });
        assert_eq!(state.hint, Some(Hint { search, mv: Some(best), complete: false }), "a press while searching changes nothing");
        assert_eq!(state.hint_search(), None);
        let state = state.reduce(Action::Hint);
        assert!(state.hint.as_ref().is_some_and(|h| h.complete));
        let state = state.reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        assert_eq!(state.hint, None, "a move ends the hint");
    }

    #[test]
    fn a_lesson_judges_the_first_move_try_again_undoes_it_and_next_needs_no_confirmation() {
        let state = kujifunza(Opponent::Human).reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        let asked = state.reduce(Action::StartLesson(1));
        assert_eq!(asked.dialog, Some(Dialog::ConfirmReplace), "an unfinished game is not replaced unasked");
        let state = asked.reduce(Action::ConfirmReplace(true));
        assert_eq!(state.lesson, Some(LessonState { index: 1, reached: None }));
        assert_eq!(state.session.game.start(), &LESSONS[1].start());
        assert_eq!(state.list.len(), 1, "the replaced game was filed");
        // The capture lesson: A3> takes 2 seeds, A6> takes 6 (worked out in lessons.rs).
        let missed = state.reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        assert_eq!(missed.lesson.and_then(|l| l.reached), Some(false));
        assert_eq!(missed.settings.lessons_solved, 0, "a miss does not count");
        let retried = missed.reduce(Action::Undo);
        assert_eq!(retried.lesson.and_then(|l| l.reached), None);
        let solved = retried.reduce(Action::ClickHole(hole("A6"))).reduce(Action::ChooseDir(Dir::Right));
        assert_eq!(solved.lesson.and_then(|l| l.reached), Some(true));
        assert_eq!(solved.settings.lessons_solved, 1 << 1, "the solved lesson is remembered");
        let next = solved.reduce(Action::StartLesson(2));
        assert_eq!(next.dialog, None, "a lesson is replaced without asking");
        assert_eq!(next.lesson, Some(LessonState { index: 2, reached: None }));
        assert_eq!(next.list.len(), 1, "lessons are not filed");
        let game = next.reduce(Action::NewGame(GameSetup::default()));
        assert_eq!(game.lesson, None, "a new game ends the lesson");
    }

    #[test]
    fn search_progress_is_kept_only_for_the_running_search_and_lapses_with_the_position() {
        let state = kujifunza(Opponent::Computer { level: 1, side: Side::North }).reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        let search = state.thinking.expect("the computer thinks");
        let best = state.session.game.position().legal_moves()[0];
        let report = |search| Action::SearchProgress(SearchProgress { search, depth: 3, best });
        assert_eq!(state.clone().reduce(report(search + 1)).progress, None, "a stale report is ignored");
        let state = state.reduce(report(search));
        assert_eq!(state.progress, Some(SearchProgress { search, depth: 3, best }));
        let state = state.reduce(Action::ComputerMoved { search, mv: best });
        assert_eq!(state.progress, None, "the move ends the report");
    }

    #[test]
    fn the_computer_gets_its_turn_and_undo_goes_back_to_the_persons_move() {
        let state = kujifunza(Opponent::Computer { level: 1, side: Side::North });
        assert_eq!(state.thinking, None);
        let state = state.reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        let search = state.thinking.expect("the computer thinks");
        let reply = state.session.game.position().legal_moves()[0];
        let stale = state.clone().reduce(Action::ComputerMoved { search: search + 7, mv: reply });
        assert_eq!(stale.session.game.plies().len(), 1, "a stale reply is ignored");
        let state = state.reduce(Action::ComputerMoved { search, mv: reply });
        assert_eq!(state.session.game.plies().len(), 2);
        let state = state.reduce(Action::Undo);
        assert_eq!(state.session.game.plies().len(), 0, "undo takes back the reply and the person's move");
        assert_eq!(state.thinking, None);
    }

    #[test]
    fn replacing_an_unfinished_game_asks_and_files_it() {
        let state = kujifunza(Opponent::Human).reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        let asked = state.reduce(Action::Rematch);
        assert_eq!(asked.dialog, Some(Dialog::ConfirmReplace));
        assert_eq!(asked.session.game.plies().len(), 1, "nothing replaced yet");
        let kept = asked.clone().reduce(Action::ConfirmReplace(false));
        assert_eq!(kept.session.game.plies().len(), 1);
        let replaced = asked.reduce(Action::ConfirmReplace(true));
        assert!(replaced.session.game.plies().is_empty());
        assert_eq!(replaced.list.len(), 1);
        assert!(!replaced.list[0].finished);
    }

    #[test]
    fn a_save_restores_and_a_broken_one_is_kept_aside() {
        let state = kujifunza(Opponent::Human).reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        let text = save::write_game(&state.session.to_saved());
        let restored = AppState::start(Stored { settings: None, reduced_motion: false, game: Some(text), list: None }, Lang::Sw, "u".to_string());
        assert_eq!(restored.session.game.plies().len(), 1);
        assert_eq!(restored.session.id, state.session.id);
        assert_eq!(restored.lang(), Lang::Sw);
        let broken = AppState::start(Stored { settings: None, reduced_motion: true, game: Some("{oops".to_string()), list: None }, Lang::En, "v".to_string());
        assert_eq!(broken.notice, Some(Notice::SaveUnreadable));
        assert_eq!(broken.broken.as_deref(), Some("{oops"));
        assert!(broken.session.game.plies().is_empty());
        assert_eq!(broken.settings.speed, Speed::Instant, "reduced motion without settings: no animation");
    }

    #[test]
    fn another_tabs_newer_save_is_adopted_an_older_one_ignored() {
        let state = kujifunza(Opponent::Human).reduce(Action::ClickHole(hole("A3"))).reduce(Action::ChooseDir(Dir::Right));
        let mut older = state.session.to_saved();
        older.revision -= 1;
        older.record = "Variant: kujifunza\n\n".to_string();
        let same = state.clone().reduce(Action::ExternalGame(older));
        assert_eq!(same.session.game.plies().len(), 1);
        let reply = state.session.game.position().legal_moves()[0];
        let mut other_tab = state.clone();
        other_tab.play(reply, 0);
        let newer = other_tab.session.to_saved();
        assert!(newer.revision > state.session.revision);
        let adopted = state.reduce(Action::ExternalGame(newer));
        assert_eq!(adopted.session.game.plies().len(), 2);
    }

    #[test]
    fn a_kete_match_goes_on_with_swapped_sides_and_the_score() {
        let setup = GameSetup {
            variant: Variant::Kete,
            bawo_setup: BawoSetup::Chikoko,
            opponent: Opponent::Computer { level: 1, side: Side::North },
            kete_match: true,
        };
        let state = fresh().reduce(Action::NewGame(setup)).reduce(Action::SetSpeed(Speed::Instant));
        assert_eq!(state.session.kete_match, Some(MatchScore::default()));
        let state = state.reduce(Action::Resign);
        assert_eq!(state.session.game.result().map(|r| r.0), Some(Outcome::Win(Side::North)));
        assert_eq!(state.list.len(), 1, "the finished game is listed");
        let next = state.reduce(Action::NextMatchGame);
        let score = next.session.kete_match.unwrap();
        assert_eq!(score.game, 2);
        assert_eq!(score.half_points, [0, 2], "the computer (player 2) won game 1");
        assert_eq!(next.session.opponent, Opponent::Computer { level: 1, side: Side::South }, "sides swap");
        assert!(next.thinking.is_some(), "the computer opens game 2 as South");
    }

    #[test]
    fn after_the_safari_answer_the_animation_goes_on_from_the_shared_part() {
        let moves = ["A6>*", "a6<*", "A5>", "a3<", "A7<*", "a3<", "A5<", "a5>", "A3>", "a2"];
        let mut state = fresh().reduce(Action::NewGame(GameSetup::default()));
        for mv in moves {
            state.session.game.play_text(mv).unwrap();
        }
        state.after_position_change();
        let asked = state.reduce(Action::ClickHole(hole("A8")));
        let shared = asked.safari.as_ref().expect("the question").shared;
        assert!(shared > 1);
        let asked = asked.reduce(Action::SkipAnimation);
        assert_eq!(asked.anim.as_ref().unwrap().step, shared - 1, "skip stops at the question");
        let answered = asked.reduce(Action::AnswerSafari { safari: true });
        assert_eq!(answered.anim.as_ref().unwrap().step, shared - 1);
        assert_eq!(answered.session.game.plies().last().unwrap().mv.to_string(), "A8+");
    }

    #[test]
    fn undo_takes_back_a_resignation_and_saves_it() {
        let state = kujifunza(Opponent::Human).reduce(Action::Resign);
        assert!(state.session.game.is_over());
        let revision = state.session.revision;
        let state = state.reduce(Action::Undo);
        assert!(!state.session.game.is_over());
        assert!(state.session.revision > revision, "the change is saved");
        assert_eq!(state.notice, None);
    }
}
