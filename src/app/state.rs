//! The app as one state and a pure reducer: every user input, timer tick, computer reply and
//! storage change is an [`Action`]; [`AppState::reduce`] returns the next state. The Yew
//! components only render the state and dispatch actions; the browser side effects (storage,
//! timers, the computer) watch the state.
//!
//! The state is split by concern: [`Saved`] (the game, the game list, the settings: what the
//! browser stores), [`Screen`] (transient view state: the picked hole, the animation, dialogs,
//! notices), [`Searches`] (the computer's search, the hint and their progress), the learner's
//! progress ([`AppState::progress`]) and [`Pages`]: the page on screen and every page's own
//! state, a field a page (a page left keeps its state).
//! The game and the list sit behind `Rc`, so the many small actions (an animation tick, a
//! focus move) never copy the game history or the list.
//!
//! [`AppState::reduce`] hands each [`Action`] to its slice, one module each with its own action
//! enum: [`play`] (move input, undo, redo, resign), [`animation`], [`screen`] (the history view,
//! dialogs, notices, focus), [`search`], [`games`] (new, loaded, replaced and other tabs' games),
//! [`settings`], [`page`] (the page shown), [`route`] (addresses), [`storage`], [`reply`] (the
//! opponent's best replies found to a considered move). The pages' own
//! states live in `app::pages` (the learning path, the practice pages, analysis, the review,
//! the board editor): each page's action is a variant of [`Action`], handed to its reducer
//! (`app::pages::PageLogic`), which gets a read-only context and returns requests that
//! [`AppState::reduce`] carries out (`on_page`, `fulfil`; what only that page asks, its own
//! `PageLogic::answer`). A new slice of the app (not a page) is a module with its state, an
//! action enum and a `reduce`, its [`Action`] variant and `From`, one arm in
//! [`AppState::reduce`], and, if it follows the game, one call in `after_position_change`.

use std::rc::Rc;

use crate::engine::{EndReason, Event, Game, Move, Outcome, Position, Side};

use super::coach::Coach;
use super::i18n::Lang;
use super::input::{self, Pick};
use super::save::{self, ListedGame, SavedGame, SetAside, Settings, Speed};
use super::setup::{GameSetup, MatchScore, Opponent};
use super::share::ImportError;

pub mod animation;
pub mod coach;
pub mod games;
pub mod notice;
pub mod page;
pub mod play;
pub mod reply;
pub mod route;
pub mod screen;
pub mod search;
pub mod settings;
pub mod storage;

pub use crate::app::board::BoardAction;
use crate::app::learn::progress::Progress;
pub use crate::app::pages::analysis::state::{AnalysisAction, AnalysisBoard, AnalysisState};
pub use crate::app::pages::editor::state::{EditorAction, EditorStart, EditorState, Tool};
use crate::app::pages::learn::state as learn;
pub use crate::app::pages::learn::state::{LearnAction, LearnState};
pub use crate::app::pages::practice::state::{Practice, PracticeAction};
pub use crate::app::pages::review::state::{ReviewAction, ReviewState, ReviewedPly};
use crate::app::pages::{Answering, PageLogic, Request};
pub use animation::{AnimAction, Animation, LapNote};
pub use coach::{CoachAction, CoachCheck, CoachPrompt};
pub use games::{GameAction, Replacement};
pub use notice::{BadAddress, Dialog, Notice, SearchFault};
pub use page::{Page, PageAction, PageKey, Pages};
pub use play::{PlayAction, SafariQuestion};
pub use reply::{FoundReply, Replies, ReplyAction, ReplyKey};
pub use route::{Route, RouteAction};
pub use screen::{Screen, ScreenAction, Update};
pub use search::{MoveHint, SearchAction, SearchProgress, Searches};
pub use settings::SettingsAction;
pub use storage::{StorageAction, StorageHealth};

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
    /// A practice game's coach (`None`: not coached).
    pub coach: Option<Coach>,
}

impl Session {
    fn new(id: String, setup: &GameSetup, kete_match: Option<MatchScore>) -> Session {
        Session::from_start(id, Position::start(setup.variant, setup.bawo_setup), setup.opponent, kete_match)
    }

    fn from_start(id: String, start: Position, opponent: Opponent, kete_match: Option<MatchScore>) -> Session {
        Session { id, revision: 1, game: Game::new(start), headers: Vec::new(), opponent, kete_match, redo: Vec::new(), coach: None }
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
            coach: self.coach,
        }
    }

    /// A session for a game read from a record (import, share link): played on this device.
    pub fn from_record(record: crate::engine::Record) -> Session {
        let headers = record.headers.into_iter().filter(|(k, _)| !matches!(k.as_str(), "Variant" | "Setup" | "Result" | "Start")).collect();
        Session { id: String::new(), revision: 0, game: record.game, headers, opponent: Opponent::Human, kete_match: None, redo: Vec::new(), coach: None }
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
        Ok(Session { id: saved.id.clone(), revision: saved.revision, opponent: saved.opponent, kete_match: saved.kete_match, coach: saved.coach, ..session })
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

/// What the browser stores: the game in progress, the game list and the settings. The game and
/// the list are shared (`Rc`) between successive states until one of them changes.
#[derive(Clone, Debug)]
pub struct Saved {
    pub session: Rc<Session>,
    /// Finished and abandoned games, newest first.
    pub list: Rc<Vec<ListedGame>>,
    /// Changes whenever the list changes (the UI saves it then).
    pub list_revision: u64,
    pub settings: Settings,
}

/// Game and search ids: unique across tabs and visits (the prefix), growing within one.
#[derive(Clone, Debug)]
struct Ids {
    next: u64,
    prefix: String,
}

impl Ids {
    fn next(&mut self) -> u64 {
        self.next += 1;
        self.next - 1
    }
}

/// Everything the app shows.
#[derive(Clone, Debug)]
pub struct AppState {
    pub saved: Saved,
    pub screen: Screen,
    pub search: Searches,
    /// What the browser did not keep: a lasting line while anything is unsaved.
    pub storage: StorageHealth,
    /// The learner's progress (steps, drills, puzzles), saved under its own key.
    pub progress: Rc<Progress>,
    /// Grows whenever the progress changes (the UI saves it then); 0: nothing to save.
    pub progress_revision: u64,
    /// The page on screen with its state, and the pages left as they were.
    pub pages: Pages,
    /// The person's move the coach warned about, waiting for "play it anyway" / "take it back".
    pub coach_prompt: Option<CoachPrompt>,
    /// The person's move the coach's search is judging, not played yet.
    pub coach_check: Option<CoachCheck>,
    /// The opponent's best replies found to the moves considered on a board.
    pub replies: Replies,
    /// The browser's preferred language (used while the setting says "follow the browser").
    pub browser_lang: Lang,
    /// Today's date (`YYYY-MM-DD`) as the browser gives it ([`GameAction::Today`]): a new
    /// game's record carries it as its `Date`.
    pub today: Option<String>,
    ids: Ids,
}

/// Everything that can happen: a variant a slice of the app and a variant a page's state.
#[derive(Clone, Debug)]
pub enum Action {
    Play(PlayAction),
    Anim(AnimAction),
    Screen(ScreenAction),
    Search(SearchAction),
    Games(GameAction),
    Settings(SettingsAction),
    Page(PageAction),
    Coach(CoachAction),
    Key(PageKey),
    Route(RouteAction),
    Storage(StorageAction),
    /// The Learn page's own action.
    Learn(LearnAction),
    /// The drill and puzzle pages' own action.
    Practice(PracticeAction),
    /// The analysis board's own action.
    Analysis(AnalysisAction),
    /// The board editor's own action.
    Editor(EditorAction),
    /// The review's own action.
    Review(ReviewAction),
    /// The worker's answers about the opponent's best reply.
    Reply(ReplyAction),
}

impl From<PlayAction> for Action {
    fn from(action: PlayAction) -> Action {
        Action::Play(action)
    }
}

impl From<AnimAction> for Action {
    fn from(action: AnimAction) -> Action {
        Action::Anim(action)
    }
}

impl From<ScreenAction> for Action {
    fn from(action: ScreenAction) -> Action {
        Action::Screen(action)
    }
}

impl From<SearchAction> for Action {
    fn from(action: SearchAction) -> Action {
        Action::Search(action)
    }
}

impl From<GameAction> for Action {
    fn from(action: GameAction) -> Action {
        Action::Games(action)
    }
}

impl From<SettingsAction> for Action {
    fn from(action: SettingsAction) -> Action {
        Action::Settings(action)
    }
}

impl From<PageAction> for Action {
    fn from(action: PageAction) -> Action {
        Action::Page(action)
    }
}

impl From<CoachAction> for Action {
    fn from(action: CoachAction) -> Action {
        Action::Coach(action)
    }
}

impl From<PageKey> for Action {
    fn from(key: PageKey) -> Action {
        Action::Key(key)
    }
}

impl From<RouteAction> for Action {
    fn from(action: RouteAction) -> Action {
        Action::Route(action)
    }
}

impl From<StorageAction> for Action {
    fn from(action: StorageAction) -> Action {
        Action::Storage(action)
    }
}

impl From<LearnAction> for Action {
    fn from(action: LearnAction) -> Action {
        Action::Learn(action)
    }
}

impl From<PracticeAction> for Action {
    fn from(action: PracticeAction) -> Action {
        Action::Practice(action)
    }
}

impl From<AnalysisAction> for Action {
    fn from(action: AnalysisAction) -> Action {
        Action::Analysis(action)
    }
}

impl From<EditorAction> for Action {
    fn from(action: EditorAction) -> Action {
        Action::Editor(action)
    }
}

impl From<ReplyAction> for Action {
    fn from(action: ReplyAction) -> Action {
        Action::Reply(action)
    }
}

impl From<ReviewAction> for Action {
    fn from(action: ReviewAction) -> Action {
        Action::Review(action)
    }
}

/// What the browser had stored at start-up.
#[derive(Default)]
pub struct Stored {
    pub settings: Option<String>,
    /// The system asks for reduced motion: without stored settings, moves are not animated.
    pub reduced_motion: bool,
    pub game: Option<String>,
    pub list: Option<String>,
    /// Reading the storage failed (the browser refused it): nothing is written this visit.
    pub unreadable: bool,
    /// The learning progress (`bao.learn`) and the step that was open.
    pub learn: learn::LearnStored,
}

/// What a page's reducer sees of the app: the page on screen, the game as its page shows it,
/// the settings and the progress.
fn page_context<'a>(page: Page, saved: &'a Saved, screen: &'a Screen, progress: &'a Progress) -> crate::app::pages::PageContext<'a> {
    let session = &saved.session;
    let game_view = crate::app::pages::GameView {
        game_id: &session.id,
        against_computer: session.opponent.computer_side().is_some(),
        assisted: crate::app::analysis::is_assisted(&session.headers),
        viewed: screen.view,
        viewer: viewer_of(saved),
    };
    crate::app::pages::PageContext { page, shown: shown_of(saved, screen), game: &session.game, game_view, settings: &saved.settings, progress }
}

/// The position the game's board shows (history view or live).
fn shown_of<'a>(saved: &'a Saved, screen: &Screen) -> &'a Position {
    let game = &saved.session.game;
    match screen.view {
        Some(n) => game.position_at(n),
        None => game.position(),
    }
}

/// The side the game's board is seen from.
fn viewer_of(saved: &Saved) -> Side {
    let base = match saved.session.opponent {
        Opponent::Computer { side, .. } => side.opponent(),
        Opponent::Human => Side::South,
    };
    if saved.settings.flipped {
        base.opponent()
    } else {
        base
    }
}

impl AppState {
    /// The state at start-up: settings, the game list, the saved game and the learning
    /// progress restored (the step that was open reopened on the Learn page); whatever cannot
    /// be read is set aside ([`Screen::set_aside`], for the UI to keep and export) and reported,
    /// and nothing else is lost. `id_prefix` makes game ids unique across tabs and visits (the
    /// UI passes time + random). Nothing stored for the learner: migrated once from the old
    /// lessons' mask.
    pub fn start(stored: Stored, browser_lang: Lang, id_prefix: String) -> AppState {
        let (reopen, learn) = (stored.learn.open, stored.learn.progress);
        let mut set_aside = Vec::new();
        let first_visit = stored.settings.is_none() && stored.game.is_none() && stored.list.is_none() && learn.is_none();
        let old_mask = learn::old_lesson_mask(stored.settings.as_deref());
        let nothing_learnt = learn.is_none();
        let (progress, migrated) = learn::start(save::load(learn).or_set_aside(&mut set_aside), nothing_learnt, old_mask);
        let defaults = Settings { speed: if stored.reduced_motion { Speed::Instant } else { Speed::Normal }, ..Settings::default() };
        let settings: Settings = save::load(stored.settings).or_set_aside(&mut set_aside).unwrap_or(defaults);
        let list: Vec<ListedGame> = save::load(stored.list).or_set_aside(&mut set_aside).unwrap_or_default();
        let game_text = stored.game.clone();
        let saved: Option<SavedGame> = save::load(stored.game).or_set_aside(&mut set_aside);
        let restored = saved.map(|saved| Session::from_saved(&saved));
        let mut state = AppState {
            saved: Saved {
                session: Rc::new(Session::new(format!("{id_prefix}-0"), &GameSetup::default(), None)),
                list: Rc::new(list),
                list_revision: 0,
                settings,
            },
            screen: Screen::new(),
            search: Searches::default(),
            storage: if stored.unreadable { StorageHealth::unreadable() } else { StorageHealth::default() },
            progress: Rc::new(progress),
            progress_revision: u64::from(migrated),
            pages: Pages::default(),
            coach_prompt: None,
            coach_check: None,
            replies: Replies::default(),
            browser_lang,
            today: None,
            ids: Ids { next: 1, prefix: id_prefix },
        };
        match restored {
            Some(Ok(session)) => state.saved.session = Rc::new(session),
            // The save reads but its record does not replay.
            Some(Err(_)) => set_aside.push(SetAside::corrupt::<SavedGame>(game_text.unwrap_or_default())),
            None if set_aside.is_empty() && first_visit => state.screen.welcome = true,
            None if set_aside.is_empty() => state.screen.dialog = Some(Dialog::NewGame),
            None => {}
        }
        if let Some(open) = save::load::<learn::Reopen>(reopen).or_set_aside(&mut set_aside) {
            if learn::reopen(&mut state.pages.learn, &state.progress, open) {
                state.screen.welcome = false;
                state.pages.open(Page::Learn);
            }
        }
        state.screen.notice = Notice::for_set_aside(&set_aside);
        state.screen.set_aside = set_aside;
        state.after_position_change();
        state
    }

    /// The next state after `action`: each slice reduces its own actions.
    pub fn reduce(mut self, action: impl Into<Action>) -> AppState {
        let action = action.into();
        // The first visit's welcome gives way once a game or a page is chosen.
        // (Not the browser telling the date, which comes at start-up.)
        if matches!(action, Action::Games(ref g) if !matches!(g, GameAction::Today(_)))
            || matches!(action, Action::Page(_) | Action::Learn(LearnAction::Welcome { .. }))
        {
            self.screen.welcome = false;
        }
        let page = self.page();
        match action {
            Action::Anim(action) => animation::reduce(&mut self, action),
            Action::Screen(action) => screen::reduce(&mut self, action),
            Action::Search(action) => search::reduce(&mut self, action),
            Action::Games(action) => games::reduce(&mut self, action),
            Action::Settings(action) => settings::reduce(&mut self, action),
            Action::Learn(action) => self.on_page(action, |pages| &mut pages.learn),
            Action::Practice(action) => self.on_page(action, |pages| &mut pages.practice),
            Action::Analysis(action) => self.on_page(action, |pages| &mut pages.analysis),
            Action::Editor(action) => self.on_page(action, |pages| &mut pages.editor),
            Action::Review(action) => self.on_page(action, |pages| &mut pages.review),
            Action::Play(action) => play::reduce(&mut self, action),
            Action::Key(key) => self.key(key),
            Action::Route(action) => route::reduce(&mut self, action),
            Action::Page(action) => page::reduce(&mut self, action),
            Action::Coach(action) => coach::reduce(&mut self, action),
            Action::Storage(action) => storage::reduce(&mut self, action),
            Action::Reply(action) => reply::reduce(&mut self, action),
        }
        // A notice about a board is gone with its page.
        if self.page() != page && matches!(self.screen.notice, Some(Notice::CannotPlay { page: on, .. }) if on != self.page()) {
            self.screen.notice = None;
        }
        self
    }

    /// Marks the game being played "assisted": a record header, saved with the game.
    fn mark_assisted(&mut self) {
        let session = self.session_mut();
        if !crate::app::analysis::is_assisted(&session.headers) {
            session.headers.push((crate::app::analysis::ASSISTED_HEADER.to_string(), "analysis".to_string()));
            session.revision += 1;
        }
    }

    /// The learner's progress (steps, drills, puzzles), saved under its own key: one copy.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Hands `action` to the reducer of the page whose state is `S` (`state_of` finds it in
    /// the pages, shown or not), with the page context made of the parts of the state that are
    /// no page's, and carries out what it asks as that page (the page on screen if it shows
    /// `S`, else the first of `S`'s pages).
    fn on_page<S: PageLogic>(&mut self, action: S::Action, state_of: fn(&mut Pages) -> &mut S) {
        let context = page_context(self.pages.page(), &self.saved, &self.screen, &self.progress);
        let from = if S::PAGES.contains(&self.page()) { self.page() } else { S::PAGES[0] };
        if let Some(request) = state_of(&mut self.pages).reduce(action, &context) {
            self.fulfil::<S>(request, from);
        }
    }

    /// The page on screen.
    pub fn page(&self) -> Page {
        self.pages.page()
    }

    /// Carries out what the page `from`, showing `S`, asked.
    fn fulfil<S: PageLogic>(&mut self, request: Request<S::Own>, from: Page) {
        match request {
            Request::ShowPage => page::reduce(self, PageAction::Open(from)),
            Request::StartGame { start, opponent } => games::reduce(self, GameAction::StartFrom { start, opponent }),
            Request::Analyse { start, moves } => self.on_page(AnalysisAction::Open { start, moves }, |pages| &mut pages.analysis),
            Request::ImportFailed(error) => self.screen.notice = Some(Notice::Import(error)),
            Request::ShowGame => self.pages.open(Page::Game),
            Request::MarkAssisted => self.mark_assisted(),
            Request::CannotPlay(hole, why) => self.refused(hole, why),
            Request::ClearNotice => self.screen.notice = None,
            Request::NewGame(setup) => {
                self.pages.open(Page::Game);
                games::reduce(self, GameAction::NewGame(setup));
            }
            Request::NewGameDialog => self.screen.dialog = Some(Dialog::NewGame),
            Request::Own(own) => {
                let mut answering = Answering::new(&mut self.progress);
                S::answer(own, &mut answering);
                let (changed, bad_address) = (answering.changed(), answering.bad_address);
                self.progress_revision += u64::from(changed);
                if let Some(bad) = bad_address {
                    self.screen.notice = Some(Notice::BadAddress(bad));
                }
            }
        }
    }

    /// The game on the board of the page on screen, for the header (`None`: the page has no
    /// board now; a learning step in Bao la Kujifunza says so whatever game is saved).
    pub fn board_variant(&self) -> Option<crate::engine::Variant> {
        let (page, pages) = (self.page(), &self.pages);
        match page {
            Page::Game => Some(self.game().position().variant()),
            Page::Learn => pages.learn.variant(page),
            Page::Drill | Page::Puzzles => pages.practice.variant(page),
            Page::Analysis => pages.analysis.variant(page),
            Page::Editor => PageLogic::variant(&pages.editor, page),
            Page::Review => pages.review.variant(page),
        }
    }

    /// A page-wide key: on the game's page the game's own keys (the move list, undo, the
    /// board), on any other the page's ([`PageKey`]).
    fn key(&mut self, key: PageKey) {
        match (self.page(), key) {
            (Page::Game, PageKey::Step(step)) => screen::reduce(self, ScreenAction::Step(step)),
            (Page::Game, key) => play::key(self, key),
            (Page::Learn, key) => self.page_key(key, |pages| &mut pages.learn),
            (Page::Drill | Page::Puzzles, key) => self.page_key(key, |pages| &mut pages.practice),
            (Page::Analysis, key) => self.page_key(key, |pages| &mut pages.analysis),
            (Page::Editor, key) => self.page_key(key, |pages| &mut pages.editor),
            (Page::Review, key) => self.page_key(key, |pages| &mut pages.review),
        }
    }

    /// A page-wide key, to the page on screen, whose state `state_of` finds.
    fn page_key<S: PageLogic>(&mut self, key: PageKey, state_of: fn(&mut Pages) -> &mut S) {
        if let Some(action) = S::key(key) {
            self.on_page(action, state_of);
        }
    }

    /// A hole refused on the board of the page on screen: said in that board's game's terms,
    /// until the page is left.
    fn refused(&mut self, hole: crate::engine::Hole, why: crate::engine::WhyNot) {
        let variant = self.board_variant().unwrap_or_else(|| self.game().position().variant());
        self.screen.notice = Some(Notice::CannotPlay { hole, why, variant, page: self.page() });
    }

    /// The game being played.
    pub fn session(&self) -> &Session {
        &self.saved.session
    }

    /// The game being played, to change (copied first if an older state still shares it).
    fn session_mut(&mut self) -> &mut Session {
        Rc::make_mut(&mut self.saved.session)
    }

    pub fn game(&self) -> &Game {
        &self.saved.session.game
    }

    pub fn settings(&self) -> &Settings {
        &self.saved.settings
    }

    pub fn lang(&self) -> Lang {
        self.saved.settings.lang.unwrap_or(self.browser_lang)
    }

    /// The position the board shows (history view or live).
    pub fn shown_position(&self) -> &Position {
        shown_of(&self.saved, &self.screen)
    }

    /// The side the board is seen from.
    pub fn viewer(&self) -> Side {
        viewer_of(&self.saved)
    }

    /// Whether the person at the device may move now (live view, not the computer's turn).
    pub fn can_input(&self) -> bool {
        self.screen.view.is_none() && !self.game().is_over() && !self.session().computer_to_move() && self.coach_prompt.is_none() && self.coach_check.is_none()
    }

    /// The ply whose move is highlighted: the one leading to the shown position.
    pub fn highlighted_ply(&self) -> Option<usize> {
        let n = self.screen.view.unwrap_or(self.game().plies().len());
        n.checked_sub(1)
    }

    /// The events of ply `i`, replayed from the position before it.
    pub fn ply_events(&self, i: usize) -> Vec<Event> {
        let game = self.game();
        game.position_at(i).play(&game.plies()[i].mv).map(|p| p.events).unwrap_or_default()
    }

    /// The hint search to run now, if a hint was asked for and is not found yet.
    pub fn hint_search(&self) -> Option<u64> {
        self.search.hint_search()
    }

    /// The computer should search now: its turn, nothing being animated or asked.
    pub fn computer_should_search(&self) -> Option<u64> {
        self.search.thinking.filter(|_| self.screen.board.anim.as_ref().is_none_or(|a| !a.running()) && self.screen.board.safari.is_none())
    }

    /// After every change of the game: new revision, fresh input, computer's turn.
    fn changed(&mut self) {
        self.session_mut().revision += 1;
        self.after_position_change();
    }

    /// What follows the game's position: the input, the searches and the filing of a finished
    /// game. A slice that follows the game adds its call here.
    fn after_position_change(&mut self) {
        self.screen.board.pick = input::initial(self.game().position());
        self.coach_prompt = None;
        self.coach_check = None;
        search::after_position_change(self);
        // Once a game is under way the first visit's welcome has done its job.
        self.screen.welcome &= self.game().plies().is_empty();
        if self.game().is_over() {
            self.file(self.session().listed());
        }
    }

    /// Puts a game into the game list (replacing an entry of the same id).
    fn file(&mut self, game: ListedGame) {
        save::push_listed(Rc::make_mut(&mut self.saved.list), game);
        self.saved.list_revision += 1;
    }

    /// Back to the live position with nothing animated, asked or picked.
    fn reset_view(&mut self) {
        self.screen.view = None;
        self.screen.board.anim = None;
        self.screen.board.safari = None;
        self.screen.board.pick = Pick::Idle;
    }
}

#[cfg(test)]
mod every_board;
#[cfg(test)]
pub(crate) mod tests;
