//! The games slice: new games, rematches, the Kete match's next game, games loaded from a
//! record, the list or another tab — and asking before an unfinished game is replaced.

use std::rc::Rc;

use crate::app::coach::Coach;
use crate::app::save::tabs::{self, OtherWrite};
use crate::app::save::{ListedGame, SavedGame};
use crate::app::setup::{GameSetup, MatchScore, Opponent};
use crate::app::share::ImportError;
use crate::engine::{Position, Variant};

use super::{AppState, Dialog, Notice, Session};

/// What replaces the current game once the user agrees.
#[derive(Clone, Debug)]
pub enum Replacement {
    New(GameSetup),
    NextMatchGame,
    Loaded(Rc<Session>),
    /// A new game from any position (see [`GameAction::StartFrom`]).
    FromPosition {
        start: Box<Position>,
        opponent: Opponent,
    },
    /// A practice game with a coach (see `state::coach`).
    Coached {
        start: Box<Position>,
        opponent: Opponent,
        coach: Coach,
    },
}

/// What happens to the game as a whole.
#[derive(Clone, Debug)]
pub enum GameAction {
    NewGame(GameSetup),
    Rematch,
    NextMatchGame,
    Load(Box<Session>),
    Import(Result<Box<Session>, ImportError>),
    /// A new game from any position — "play from here" on a viewed ply, a position from the
    /// board editor, a practice game of the learning path — against `opponent`. This is the one
    /// way to start a game from a position other than a start: it asks first when it would
    /// replace an unfinished game, and the record carries the position as its `Start` (and
    /// `Study: yes` when the seeds do not add up to a game's 64).
    StartFrom {
        start: Box<Position>,
        opponent: Opponent,
    },
    /// The answer to "replace the unfinished game?".
    ConfirmReplace(bool),
    /// Another tab saved a game: what storage holds now ([`tabs::on_other_write`] decides).
    ExternalGame(SavedGame),
    /// This tab's save found a game another tab wrote since this tab last saw storage: that
    /// version is filed in the game list, this tab's game stays and is saved after it
    /// ([`tabs::before_write`]).
    Clash(SavedGame),
    /// Another tab saved the game list (merged with this tab's: [`tabs::merge_lists`]).
    ExternalList(Vec<ListedGame>),
    /// Today's date from the browser (`YYYY-MM-DD`): the `Date` of the games started from now.
    Today(String),
}

pub(super) fn reduce(state: &mut AppState, action: GameAction) {
    // A game started or loaded by the person is shown (whatever page was on screen).
    if matches!(action, GameAction::NewGame(_) | GameAction::Load(_) | GameAction::Import(Ok(_))) {
        state.pages.open(super::Page::Game);
    }
    match action {
        GameAction::NewGame(setup) => {
            let kete_match = setup.kete_match && setup.variant == Variant::Kete;
            state.replace(Replacement::New(GameSetup { kete_match, ..setup }));
        }
        GameAction::Rematch => {
            let setup = state.session().setup();
            state.replace(Replacement::New(GameSetup { opponent: setup.opponent.swapped(), ..setup }));
        }
        GameAction::NextMatchGame => state.replace(Replacement::NextMatchGame),
        GameAction::StartFrom { start, opponent } => {
            state.pages.open(super::Page::Game);
            state.replace(Replacement::FromPosition { start, opponent });
        }
        GameAction::Load(session) => state.replace(Replacement::Loaded(Rc::new(*session))),
        GameAction::Import(Ok(session)) => {
            state.screen.import_error = None;
            state.replace(Replacement::Loaded(Rc::new(*session)));
        }
        // A text refused in the import dialog is reported in it, a share link's on the page.
        GameAction::Import(Err(error)) if state.screen.dialog == Some(Dialog::Import) => state.screen.import_error = Some(error),
        GameAction::Import(Err(error)) => state.screen.notice = Some(Notice::Import(error)),
        GameAction::ConfirmReplace(yes) => {
            state.screen.dialog = None;
            if let Some(replacement) = state.screen.pending.take().filter(|_| yes) {
                state.file(state.session().listed());
                state.do_replace(replacement);
            }
        }
        GameAction::ExternalGame(saved) => adopt(state, &saved),
        GameAction::Clash(theirs) => keep_ours(state, &theirs),
        // The other tab's list, with any game only this tab filed (a save that crossed it).
        GameAction::ExternalList(list) => state.saved.list = Rc::new(tabs::merge_lists(&list, &state.saved.list)),
        GameAction::Today(date) => state.today = Some(date),
    }
}

/// Another tab's save is shown here; this tab's game is filed in the game list first unless
/// the other tab saw it ([`tabs::on_other_write`]).
fn adopt(state: &mut AppState, stored: &SavedGame) {
    let ours = state.session().to_saved();
    let decision = tabs::on_other_write(&ours, stored, !state.storage.game_unsaved(), !state.game().plies().is_empty());
    if decision == OtherWrite::Nothing {
        return;
    }
    let Ok(session) = Session::from_saved(stored) else { return };
    state.screen.notice = Some(match decision {
        OtherWrite::AdoptAndFileOurs => {
            state.file(ListedGame { id: tabs::filed_id(&ours, stored), ..state.session().listed() });
            Notice::TabClash { ours_shown: false }
        }
        _ => Notice::OtherTab,
    });
    state.saved.session = Rc::new(session);
    state.reset_view();
    state.after_position_change();
}

/// Another tab's game found in storage when this tab saves its own: filed in the game list (a
/// game with moves), and this tab's game saved after it with a higher revision.
fn keep_ours(state: &mut AppState, theirs: &SavedGame) {
    let ours = state.session().to_saved();
    if let Some(other) = Session::from_saved(theirs).ok().filter(|s| !s.game.plies().is_empty()) {
        let id = tabs::filed_id(theirs, &ours);
        state.file(ListedGame { id, record: theirs.record.clone(), finished: other.game.is_over() });
        state.screen.notice = Some(Notice::TabClash { ours_shown: true });
    }
    state.session_mut().revision = ours.revision.max(theirs.revision) + 1;
}

impl AppState {
    /// Replaces the game, asking first when the current one is unfinished, or not saved (the
    /// browser's storage failed: it would be lost with the tab).
    pub(super) fn replace(&mut self, replacement: Replacement) {
        let unsaved = self.storage.game_unsaved() && !self.game().plies().is_empty();
        if self.session().is_unfinished() || unsaved {
            self.screen.pending = Some(replacement);
            self.screen.dialog = Some(Dialog::ConfirmReplace);
        } else {
            // The game list keeps every game that was played (finished, or abandoned here).
            if !self.game().plies().is_empty() {
                self.file(self.session().listed());
            }
            self.do_replace(replacement);
        }
    }

    fn do_replace(&mut self, replacement: Replacement) {
        let number = self.ids.next();
        let id = format!("{}-{number}", self.ids.prefix);
        let revision = self.session().revision + 1;
        let session = match replacement {
            Replacement::New(setup) => Session::new(id, &setup, setup.kete_match.then(MatchScore::default)),
            Replacement::NextMatchGame => {
                let current = self.session();
                let setup = current.setup();
                let setup = GameSetup { opponent: setup.opponent.swapped(), ..setup };
                let score = match (current.kete_match, current.game.result()) {
                    (Some(score), Some((outcome, _))) => Some(score.scored(outcome).next_game()),
                    (score, _) => score,
                };
                Session::new(id, &setup, score)
            }
            Replacement::Loaded(session) => {
                self.screen.notice = Some(Notice::Loaded);
                Session { id, ..Rc::unwrap_or_clone(session) }
            }
            Replacement::FromPosition { start, opponent } => Session::from_start(id, *start, opponent, None),
            Replacement::Coached { start, opponent, coach } => Session { coach: Some(coach), ..Session::from_start(id, *start, opponent, None) },
        };
        // A new game's record says who plays and since when (a loaded game keeps its own headers).
        let session = match session.headers.is_empty() && session.game.plies().is_empty() {
            true => {
                let headers = crate::app::records::game_headers(session.opponent, session.kete_match, self.today.as_deref());
                Session { headers, ..session }
            }
            _ => session,
        };
        // A new id with a revision above the old one: other tabs adopt it.
        self.saved.session = Rc::new(Session { revision, ..session });
        self.screen.dialog = None;
        self.reset_view();
        self.after_position_change();
    }
}
