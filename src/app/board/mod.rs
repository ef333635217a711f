//! One board session: everything playing on a board needs, for every page that has a board.
//! The game (`Screen::board`), the analysis board (`AnalysisState::board_session`), a learning
//! step (`StepRun::board`), a drill and a puzzle (`Practice::board_session`) and the review
//! (`ReviewState::board`: a replay with input off, `BoardHost::may_move` false, except for a
//! try while learning from the mistakes) each embed one; nothing else holds a pick, a safari
//! question or frames. One timer hook, `ui::hooks::use_board_timer`, paces every session's
//! [`Animation`] ([`TimerModel`]).
//!
//! # Design
//!
//! A [`BoardSession`] owns the board's transient state: the picked hole ([`Pick`]), the
//! keyboard focus, the hole pointed at, the direction / kichwa / stop-or-safari question
//! ([`SafariQuestion`]), the move being shown frame by frame and lap by lap ([`Animation`],
//! the one frame player) and the lap bar's note. The host page keeps its own record — the
//! game, the variation tree, the step's line — and lends the session, for each action, the
//! position moves are entered on and how the board is seated ([`BoardHost`]: the side it is
//! seen from, whether the person may move now, whether the mover's moves are animated). So
//! the position is never copied into a second place that could disagree with the record.
//!
//! [`BoardSession::reduce`] takes a [`BoardAction`] (a click, a direction, an arrow key,
//! Enter, the safari answer, the gambit's keys, the lap bar's actions) and returns a
//! [`BoardOutcome`]: nothing for the host to do, a refused hole with the engine's reason (the
//! host names it as `bao why` does), the chosen move (the host plays it, checks it or adds it
//! to its tree, then calls [`BoardSession::show_played`]), or a wish to see the last move
//! again (the host answers with [`BoardSession::show_again`]). The move-input rules are those
//! of [`crate::app::input`]; the frames those of [`crate::app::anim`].
//!
//! The rules every board shares:
//! * a click during a running animation finishes it (the lap bar says so) and is then taken
//!   as input; a click while the player stands paused in a move only goes back to the
//!   position (the board was not showing it);
//! * a click with the safari question open withdraws the question;
//! * ← / → choose the direction once a hole is picked, otherwise the arrows move the focus;
//!   Enter clicks the focused hole;
//! * a refused hole resets the pick and is reported with its reason.

mod player;

pub use player::{AnimAction, Animation, LapNote};

use crate::app::anim;
use crate::app::input::{self, InputOutcome, Pick, Resolution};
use crate::app::layout;
use crate::engine::{Dir, Event, Hole, Move, Position, Side, WhyNot};

/// The question at the nyumba: the two moves that differ only in stop or safari.
#[derive(Clone, Debug, PartialEq)]
pub struct SafariQuestion {
    pub stop: Move,
    pub safari: Move,
    /// Events both moves share (animated before asking).
    pub shared: usize,
}

/// What the host page lends the session for one action.
#[derive(Clone, Copy, Debug)]
pub struct BoardHost<'a> {
    /// The position moves are entered on.
    pub position: &'a Position,
    /// The side the board is seen from (the arrow keys move the focus as seen).
    pub viewer: Side,
    /// Whether the person at the device may move now.
    pub may_move: bool,
    /// Whether a move of the side to move is animated (the speed setting, "animate only the
    /// opponent's moves").
    pub animated: bool,
}

/// What is done on a board.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardAction {
    Click(Hole),
    /// A direction arrow (or key) once a hole is picked.
    ChooseDir(Dir),
    /// Keyboard: move the focus (or choose a direction when a hole is picked).
    Arrow(layout::Arrow),
    /// Keyboard: Enter on the focused hole.
    PickFocused,
    AnswerSafari {
        safari: bool,
    },
    UndoGambitSeed,
    ConfirmGambit,
    /// Escape: cancel the picked hole.
    Cancel,
    Focus(Hole),
    /// The mouse entered a hole or a hole got the keyboard focus (`None`: left it).
    Point(Option<Hole>),
    /// The timer and the lap bar.
    Lap(AnimAction),
}

/// What the host does after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardOutcome {
    /// Nothing (the session may have changed itself).
    Nothing,
    /// The hole cannot start a move, and why (the engine's reason).
    Refused(Hole, WhyNot),
    /// The move chosen: the host plays it; its first `shown` frames are already on the board
    /// (the part before the stop-or-safari question).
    Chosen { mv: Move, shown: usize },
    /// Show the last move again from its start, or (`paused`) paused one lap before its end.
    Replay { paused: bool },
}

/// What the board timer paces (the `ui::hooks::use_board_timer` hook): the move shown, whether a
/// stop-or-safari question waits at its halt, and the speed and sound settings.
#[derive(Clone, Debug, PartialEq)]
pub struct TimerModel {
    pub anim: Option<Animation>,
    /// A stop-or-safari question waits at the animation's halt.
    pub waiting: bool,
    pub speed: crate::app::save::Speed,
    pub sound: bool,
}

impl TimerModel {
    /// The timer of `session` with these settings.
    pub fn of(session: &BoardSession, settings: &crate::app::save::Settings) -> TimerModel {
        TimerModel { anim: session.anim.clone(), waiting: session.safari.is_some(), speed: settings.speed, sound: settings.sound }
    }
}

/// A board's transient state (see the module's doc).
#[derive(Clone, Debug, PartialEq)]
pub struct BoardSession {
    pub pick: Pick,
    /// The hole with the keyboard focus.
    pub focus: Hole,
    /// The hole under the mouse or with the keyboard focus (its move is previewed).
    pub pointed: Option<Hole>,
    pub safari: Option<SafariQuestion>,
    /// The move shown frame by frame (`None`: the board shows the position).
    pub anim: Option<Animation>,
    /// The lap bar's brief note.
    pub lap_note: Option<LapNote>,
}

impl Default for BoardSession {
    fn default() -> BoardSession {
        BoardSession { pick: Pick::Idle, focus: Hole::new(Side::South, 0), pointed: None, safari: None, anim: None, lap_note: None }
    }
}

impl BoardSession {
    /// A session on `position`: fresh input, the focus on the first hole that can be played.
    pub fn on(position: &Position) -> BoardSession {
        let focus = input::playable_holes(position).first().copied().unwrap_or(Hole::new(Side::South, 0));
        BoardSession { pick: input::initial(position), focus, ..BoardSession::default() }
    }

    /// The next state after `action` on the board `host` lends, and what the host does.
    pub fn reduce(&mut self, action: BoardAction, host: &BoardHost) -> BoardOutcome {
        match action {
            BoardAction::Click(hole) => self.click(hole, host),
            BoardAction::PickFocused => self.click(self.focus, host),
            BoardAction::ChooseDir(dir) => {
                self.finish_animation();
                let outcome = input::choose(&self.pick, dir);
                self.apply_input(outcome, self.focus, host)
            }
            BoardAction::Arrow(step) => self.arrow(step, host),
            BoardAction::AnswerSafari { safari } => match self.safari.take() {
                Some(question) => BoardOutcome::Chosen { mv: if safari { question.safari } else { question.stop }, shown: question.shared },
                None => BoardOutcome::Nothing,
            },
            BoardAction::UndoGambitSeed => {
                if let InputOutcome::Changed(pick) = input::undo_gambit_seed(&self.pick) {
                    self.pick = pick;
                }
                BoardOutcome::Nothing
            }
            BoardAction::ConfirmGambit => match input::gambit_move(host.position, &self.pick).filter(|_| host.may_move) {
                Some(mv) => BoardOutcome::Chosen { mv, shown: 0 },
                None => BoardOutcome::Nothing,
            },
            BoardAction::Cancel => {
                if matches!(self.pick, Pick::Hole { .. }) {
                    self.pick = Pick::Idle;
                }
                BoardOutcome::Nothing
            }
            BoardAction::Focus(hole) => {
                self.focus = hole;
                BoardOutcome::Nothing
            }
            BoardAction::Point(hole) => {
                self.pointed = hole;
                BoardOutcome::Nothing
            }
            BoardAction::Lap(action) => self.lap(action),
        }
    }

    /// A click on `hole`: an animation is finished first, an open safari question withdrawn.
    fn click(&mut self, hole: Hole, host: &BoardHost) -> BoardOutcome {
        if self.stands_stepped() {
            // The click goes back to the position and plays nothing.
            self.anim = None;
            return BoardOutcome::Nothing;
        }
        self.cut_animation_short();
        self.focus = hole;
        if self.safari.take().is_some() {
            self.anim = None;
        }
        if !host.may_move {
            return BoardOutcome::Nothing;
        }
        let outcome = input::click(host.position, &self.pick, hole);
        self.apply_input(outcome, hole, host)
    }

    fn arrow(&mut self, step: layout::Arrow, host: &BoardHost) -> BoardOutcome {
        match (&self.pick, step) {
            // ← / → choose the direction once a hole is picked: the hand moves to the
            // player's own left or right.
            (Pick::Hole { .. }, layout::Arrow::Left | layout::Arrow::Right) => {
                let dir = if step == layout::Arrow::Left { Dir::Left } else { Dir::Right };
                self.reduce(BoardAction::ChooseDir(dir), host)
            }
            _ => {
                self.focus = layout::step(self.focus, host.viewer, step);
                BoardOutcome::Nothing
            }
        }
    }

    fn apply_input(&mut self, outcome: InputOutcome, hole: Hole, host: &BoardHost) -> BoardOutcome {
        match outcome {
            InputOutcome::Nothing => BoardOutcome::Nothing,
            InputOutcome::Changed(pick) => {
                self.pick = pick;
                BoardOutcome::Nothing
            }
            InputOutcome::Refused(why) => {
                self.pick = input::initial(host.position);
                BoardOutcome::Refused(hole, why)
            }
            InputOutcome::Chosen { hole, dir } => {
                self.pick = Pick::Idle;
                match input::resolve(host.position, hole, dir) {
                    Some(Resolution::Play(mv)) => BoardOutcome::Chosen { mv, shown: 0 },
                    Some(Resolution::AskSafari { stop, safari }) => {
                        self.ask_safari(host, stop, safari);
                        BoardOutcome::Nothing
                    }
                    None => BoardOutcome::Nothing,
                }
            }
        }
    }

    /// Animates the part both moves share, then asks stop or safari.
    fn ask_safari(&mut self, host: &BoardHost, stop: Move, safari: Move) {
        let pos = host.position;
        let stop_events = pos.play(&stop).map(|p| p.events).unwrap_or_default();
        let safari_events = pos.play(&safari).map(|p| p.events).unwrap_or_default();
        let shared = anim::common_prefix(&stop_events, &safari_events);
        // Frame `shared` shows the last event both moves share.
        self.start(pos, &stop_events, shared + 1, None, host.animated);
        self.safari = Some(SafariQuestion { stop, safari, shared });
    }

    /// Starts the animation of the move played from `before` with `events`, halting after
    /// `stop_at` frames; not animated, it stands at the halt.
    fn start(&mut self, before: &Position, events: &[Event], stop_at: usize, ply: Option<usize>, animated: bool) {
        let mut anim = Animation::of(before, events, ply);
        anim.stop_at = stop_at.min(anim.frames.len()).max(1);
        anim.step = if animated { 0 } else { anim.stop_at - 1 };
        self.anim = Some(anim);
    }

    /// The host played the chosen move (from `before`, with `events`; `ply` its place in the
    /// host's record): shown from frame `shown` (the part seen before the safari question), or
    /// not at all when not `animated`.
    pub fn show_played(&mut self, before: &Position, events: &[Event], ply: Option<usize>, shown: usize, animated: bool) {
        self.safari = None;
        if !animated {
            self.anim = None;
            return;
        }
        let mut anim = Animation::of(before, events, ply);
        anim.step = shown.min(anim.frames.len() - 1);
        self.anim = Some(anim);
    }

    /// Shows a move again from its start, or (`paused`) paused one lap before its end. A
    /// replay is shown even at "instant" speed.
    pub fn show_again(&mut self, before: &Position, events: &[Event], ply: Option<usize>, paused: bool) {
        self.safari = None;
        self.lap_note = None;
        let mut anim = Animation::of(before, events, ply);
        if paused {
            anim.paused = true;
            anim.step = anim.boundary(anim.laps.len().saturating_sub(1));
        }
        self.anim = Some(anim);
    }

    /// Shows moves played one after another (see [`Animation::of_moves`]) from their start; not
    /// `animated` ("instant" speed), the board stands after them and the lap bar replays them.
    pub fn show_moves(&mut self, moves: &[(&Position, &[Event])], animated: bool) {
        self.safari = None;
        self.anim = if animated { Animation::of_moves(moves) } else { None };
    }

    /// Shows a line of moves played from `start` (a refutation, a puzzle's solution) from its
    /// start, lap by lap on the lap bar; at its end the board stays on the line's last position
    /// until a click. Moves past an illegal one are left out.
    pub fn show_line(&mut self, start: &Position, line: &[Move]) {
        self.replay_line(start, line, false);
        if let Some(anim) = &mut self.anim {
            anim.stays = true;
        }
    }

    /// The host's answer to [`BoardOutcome::Replay`] for moves it has played from `start`:
    /// shown again from their start, or (`paused`) paused one lap before their end.
    pub fn replay_line(&mut self, start: &Position, line: &[Move], paused: bool) {
        self.safari = None;
        self.lap_note = None;
        self.anim = Animation::of_line(start, line);
        if let Some(anim) = self.anim.as_mut().filter(|_| paused) {
            anim.paused = true;
            anim.step = anim.boundary(anim.laps.len().saturating_sub(1));
        }
    }

    /// A new position on the board: fresh input, nothing shown or asked.
    pub fn reset(&mut self, position: &Position) {
        self.pick = input::initial(position);
        self.safari = None;
        self.anim = None;
    }

    /// Whether the board stands on a move stepped lap by lap, or on a line shown standing at
    /// its end: a click then only goes back to the position.
    pub fn stands_stepped(&self) -> bool {
        self.anim.as_ref().is_some_and(|a| a.paused || (a.stays && a.at_end())) && self.safari.is_none()
    }

    /// Whether frames are still to come or a question waits (the computer waits for that).
    pub fn busy(&self) -> bool {
        self.anim.as_ref().is_some_and(Animation::running) || self.safari.is_some()
    }

    /// The lap bar's and the timer's actions.
    fn lap(&mut self, action: AnimAction) -> BoardOutcome {
        match action {
            AnimAction::Tick => self.tick(),
            AnimAction::SkipAnimation => self.finish_animation(),
            AnimAction::Replay => return BoardOutcome::Replay { paused: false },
            AnimAction::Pause => {
                if let Some(anim) = self.anim.as_mut().filter(|a| a.running()) {
                    anim.paused = true;
                }
            }
            AnimAction::Play => match &mut self.anim {
                Some(anim) => anim.paused = false,
                None => return BoardOutcome::Replay { paused: false },
            },
            AnimAction::TogglePause => {
                let playing = self.anim.as_ref().is_some_and(|a| !a.paused && a.running());
                return self.lap(if playing { AnimAction::Pause } else { AnimAction::Play });
            }
            AnimAction::StepLap { forward } => {
                self.lap_note = None;
                match (&mut self.anim, forward) {
                    (Some(anim), true) => anim.lap_forward(),
                    (Some(anim), false) => anim.lap_back(),
                    (None, true) => {}
                    (None, false) => return BoardOutcome::Replay { paused: true },
                }
            }
            AnimAction::ClearNote => self.lap_note = None,
        }
        BoardOutcome::Nothing
    }

    /// The timer: the next frame; past the halt the position takes over (unless a question
    /// waits).
    fn tick(&mut self) {
        let waiting = self.safari.is_some();
        if let Some(anim) = &mut self.anim {
            if anim.paused {
                // A tick already on its way when the player paused.
            } else if anim.running() {
                anim.step = anim.next_shown();
            } else if !waiting && !anim.stays {
                self.anim = None;
            }
        }
    }

    /// Skips to the end of the animation (or to the safari question).
    pub fn finish_animation(&mut self) {
        match (&mut self.anim, &self.safari) {
            (Some(anim), Some(_)) => anim.step = anim.stop_at - 1,
            // A line to stay on: to its last position.
            (Some(anim), None) if anim.stays => {
                anim.step = anim.stop_at - 1;
                anim.paused = false;
            }
            _ => self.anim = None,
        }
    }

    /// A click on the board during an animation: it finishes at once, and the lap bar says so
    /// (the opponent's move is not cut short silently).
    fn cut_animation_short(&mut self) {
        let cut = self.safari.is_none() && self.anim.as_ref().is_some_and(|a| a.step + 1 < a.frames.len());
        self.finish_animation();
        if cut {
            self.lap_note = Some(LapNote::SkippedToEnd);
        }
    }
}

#[cfg(test)]
mod tests;
