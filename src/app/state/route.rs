//! The address slice: the page on screen and what it shows as an [`Address`]
//! ([`AppState::address`]), and an address opened ([`RouteAction::Open`]: at start-up, on the
//! browser's Back and Forward, a bookmark or a shared address). An address that names
//! nothing — a malformed fragment, an unknown step or puzzle, a record that does not replay —
//! is a notice and changes nothing else. An address of what is already shown keeps it as it
//! is (a reload keeps the step's tries, the analysis's side lines and cursor).

use crate::app::address::Address;
use crate::app::share;
use crate::engine::Position;

use super::{AnalysisAction, AppState, BadAddress, EditorAction, GameAction, LearnAction, Notice, Page, PageAction, ReviewAction, Session};
use crate::app::pages::learn::state::{place_of, step_unlocked};

/// What opens an address.
#[derive(Clone, Debug)]
pub enum RouteAction {
    /// Open the page a URL fragment names (with or without its `#`).
    Open(String),
}

pub(super) fn reduce(state: &mut AppState, action: RouteAction) {
    match action {
        RouteAction::Open(fragment) => match fragment.parse::<Address>() {
            Ok(address) => go(state, address),
            // A share link's fragment that is no link: the import's notice, as ever.
            Err(_) if share::is_game_fragment(&fragment) => state.screen.notice = Some(Notice::Import(share::ImportError::BadLink)),
            Err(error) => state.screen.notice = Some(Notice::BadAddress(BadAddress::Malformed(fragment, error))),
        },
    }
}

/// Opens an address, unless it is the one shown already.
fn go(state: &mut AppState, address: Address) {
    if address == state.address() {
        return;
    }
    // An address that opens a page is a page chosen: the first visit's welcome gives way.
    state.screen.welcome &= address == Address::Play;
    match address {
        Address::Play => open_page(state, Page::Play),
        Address::Learn(None) => {
            state.learn_mut().run = None;
            open_page(state, Page::Learn);
        }
        Address::Learn(Some(id)) => open_step(state, id),
        Address::Drill(level) => {
            if level.is_some() && level != state.practice().drill.as_ref().map(|run| run.drill.level) {
                // The drill of that level is made when the page opens (its seed is the UI's).
                let practice = state.practice_mut();
                practice.drill = None;
                practice.level = level;
            }
            open_page(state, Page::Drill);
        }
        Address::Puzzle(id) => {
            if let Some(id) = id {
                state.reduce_own(super::PracticeAction::Want(id));
            }
            open_page(state, Page::Puzzles);
        }
        Address::PuzzleSet(variant, theme) => {
            state.reduce_own(super::PracticeAction::ChooseSet { variant, theme, now: state.practice().now });
            open_page(state, Page::Puzzles);
        }
        Address::Analysis(None) => open_page(state, Page::Analysis),
        Address::Analysis(Some(text)) => open_analysis(state, &text),
        Address::Review(None) => open_page(state, Page::Review),
        Address::Review(Some(record)) => {
            if state.review().game.as_ref().map(|game| game.to_record(&[])) != Some(record.clone()) {
                state.reduce_own(ReviewAction::ReviewRecord(record));
            }
            open_page(state, Page::Review);
        }
        Address::Editor(None) => open_page(state, Page::Editor),
        Address::Editor(Some(json)) => {
            if serde_json::to_string(&state.editor().setup).ok() != Some(json.clone()) {
                state.reduce_own(EditorAction::Import(json));
            }
            open_page(state, Page::Editor);
        }
        Address::SharedGame(record) => {
            let session = share::read_record(&record).map(|record| Box::new(Session::from_record(record)));
            super::games::reduce(state, GameAction::Import(session));
            open_page(state, Page::Play);
        }
    }
}

fn open_page(state: &mut AppState, page: Page) {
    if state.page() != page {
        super::page::reduce(state, PageAction::Open(page));
    }
}

/// A learning step by its id: an unknown or locked step is a notice.
fn open_step(state: &mut AppState, id: String) {
    let Some((stage, index)) = place_of(&id) else {
        state.screen.notice = Some(Notice::BadAddress(BadAddress::NoSuchStep(id)));
        return;
    };
    if !step_unlocked(state.progress(), stage, index) {
        state.screen.notice = Some(Notice::BadAddress(BadAddress::StepLocked(id)));
        return;
    }
    let open = state.learn().run.as_ref().is_some_and(|run| run.step().id == id);
    if open {
        open_page(state, Page::Learn);
    } else {
        state.reduce_own(LearnAction::Open { stage, index });
    }
}

/// A record's main line, or a position (JSON), on the analysis board (the board as it is when
/// its main line is that record); what does not read is the import's notice.
fn open_analysis(state: &mut AppState, text: &str) {
    if state.analysis().board.as_ref().is_some_and(|b| b.tree.main_line_record(&[]) == text) {
        return open_page(state, Page::Analysis);
    }
    let opened = if text.trim_start().starts_with('{') {
        Position::from_json(text, true).map(|start| (start, Vec::new())).map_err(share::ImportError::Position)
    } else {
        share::read_record(text).map(|record| (record.game.start().clone(), record.game.plies().iter().map(|p| p.mv).collect()))
    };
    match opened {
        Ok((start, moves)) => state.reduce_own(AnalysisAction::Open { start: Box::new(start), moves }),
        Err(error) => state.screen.notice = Some(Notice::Import(error)),
    }
}

/// What the address depends on, cheap to compare: the address is made again only when this
/// changes (making it writes the analysis's or the review's record).
#[derive(Clone, Debug, PartialEq)]
pub struct AddressKey {
    page: Page,
    step: Option<&'static str>,
    drill: (Option<crate::app::learn::drill::Level>, Option<crate::app::learn::drill::Level>),
    puzzle: (Option<usize>, Option<String>, bool),
    analysis: u64,
    review: (u64, bool),
    editor: Option<crate::engine::PositionSetup>,
}

impl AppState {
    /// See [`AddressKey`]: the parts of the state the address is made of (only the page's own).
    pub fn address_key(&self) -> AddressKey {
        let (page, practice) = (self.page(), self.practice());
        AddressKey {
            page,
            step: self.learn().run.as_ref().filter(|_| page == Page::Learn).map(|run| run.step().id),
            drill: (practice.drill.as_ref().map(|run| run.drill.level), practice.level),
            puzzle: (practice.puzzle.as_ref().map(|run| run.index), practice.wanted.clone(), practice.puzzles.ready().is_some()),
            analysis: self.analysis().revision,
            review: (self.review().run, self.review().game.is_some()),
            editor: (page == Page::Editor).then(|| self.editor().setup.clone()),
        }
    }

    /// The address of the page on screen and what it shows.
    pub fn address(&self) -> Address {
        match self.page() {
            Page::Play => Address::Play,
            Page::Learn => Address::Learn(self.learn().run.as_ref().map(|run| run.step().id.to_string())),
            Page::Drill => Address::Drill(self.practice().drill.as_ref().map(|run| run.drill.level).or(self.practice().level)),
            Page::Puzzles => match self.practice().theme {
                Some(theme) => Address::PuzzleSet(self.practice().variant, Some(theme)),
                None => Address::Puzzle(crate::app::pages::practice::state::puzzle_id(self.practice())),
            },
            Page::Analysis => Address::Analysis(self.analysis().board.as_ref().map(|b| b.tree.main_line_record(&[]))),
            Page::Review => Address::Review(self.review().game.as_ref().map(|game| game.to_record(&[]))),
            Page::Editor => Address::Editor(serde_json::to_string(&self.editor().setup).ok()),
        }
    }
}

#[cfg(test)]
mod tests;
