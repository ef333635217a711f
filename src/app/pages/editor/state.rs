//! The board editor's state: a position being set up hole by hole, checked by the engine after
//! every edit (RULES.md §12 validation, [`PositionSetup::validate`]), and opened as a new game
//! or handed to analysis — asked of the app as a [`Request`]: the editor's reducer sees the
//! rest of the app only through its read-only [`PageContext`].
//!
//! The editor edits the position's unchecked JSON form ([`PositionSetup`]), so any position a
//! player can type — 63 seeds, a nyumba in Bao la Kujifunza — is kept as it is while the engine
//! says what is wrong with it ([`EditorState::error`]); nothing is lost by an invalid edit. The
//! stage follows from the reserves (the engine's rule, not the editor's); in Bawo the gambit
//! stage is the position's ply (0: South's gambit, 1: North's).

use crate::app::setup::Opponent;
use crate::engine::{BawoSetup, Hole, Position, PositionError, PositionSetup, Row, Side, Variant};

use crate::app::pages::{PageContext, PageLogic, Request};

/// What a click on a hole does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Add a seed (shift-click removes one).
    #[default]
    Add,
    /// Take a seed away.
    Remove,
}

/// Where an edit starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorStart {
    /// A game's start position.
    Start(Variant, BawoSetup),
    /// This game with no seed anywhere (South to move, nyumba lost).
    Empty(Variant, BawoSetup),
    /// The position on screen (the game's, or the ply viewed from the move list).
    Current,
}

/// The position being edited.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorState {
    /// The position as edited, unchecked.
    pub setup: PositionSetup,
    /// Accept another seed total than 64 (a study position).
    pub study: bool,
    /// What a click on a hole does.
    pub tool: Tool,
    /// The hole a number is being typed into, if any: the next digit extends the number.
    pub typing: Option<Hole>,
    /// The checked position — `None` while the engine refuses it. Analysis takes the edited
    /// position from here.
    pub position: Option<Position>,
    /// Why the engine refuses it, if it does.
    pub error: Option<PositionError>,
    /// Why the last imported JSON was not read (the edited position is kept).
    pub import_error: Option<PositionError>,
}

impl Default for EditorState {
    fn default() -> EditorState {
        EditorState::from_position(&Position::start(Variant::Kiswahili, BawoSetup::default()))
    }
}

impl EditorState {
    /// An editor holding `pos`.
    pub fn from_position(pos: &Position) -> EditorState {
        EditorState::from_setup(pos.to_setup())
    }

    /// An editor holding `setup` as it is (a study position if its seeds are not a game's 64).
    pub fn from_setup(setup: PositionSetup) -> EditorState {
        let mut editor = EditorState { setup, study: false, tool: Tool::Add, typing: None, position: None, error: None, import_error: None };
        editor.study = editor.total() != crate::engine::TOTAL_SEEDS as i64 && editor.total() > 0;
        editor.check();
        editor
    }

    /// The seeds of one hole.
    pub fn seeds(&self, hole: Hole) -> i64 {
        let side = self.side(hole.side);
        let row = if hole.row() == Row::Front { &side.front } else { &side.back };
        row.get(hole.number() as usize - 1).copied().unwrap_or(0)
    }

    /// All seeds, holes and reserves.
    pub fn total(&self) -> i64 {
        [&self.setup.south, &self.setup.north].iter().map(|s| s.front.iter().chain(&s.back).sum::<i64>() + s.reserve).sum()
    }

    /// The game being set up (Bao la Kiswahili if the name is unknown).
    pub fn variant(&self) -> Variant {
        Variant::from_name(&self.setup.variant).unwrap_or(Variant::Kiswahili)
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        Side::from_name(&self.setup.to_move).unwrap_or(Side::South)
    }

    /// The marked hole, if any.
    pub fn takasia(&self) -> Option<Hole> {
        self.setup.takasia.as_deref().and_then(Hole::parse)
    }

    /// Whether the position is a Bawo gambit (ply 0 or 1).
    pub fn gambit(&self) -> bool {
        self.variant() == Variant::Bawo && self.setup.ply < 2
    }

    /// One side's part of the setup.
    pub fn side(&self, side: Side) -> &crate::engine::SideSetup {
        match side {
            Side::South => &self.setup.south,
            Side::North => &self.setup.north,
        }
    }

    fn side_mut(&mut self, side: Side) -> &mut crate::engine::SideSetup {
        match side {
            Side::South => &mut self.setup.south,
            Side::North => &mut self.setup.north,
        }
    }

    fn set_seeds(&mut self, hole: Hole, seeds: i64) {
        let side = self.side_mut(hole.side);
        let row = if hole.row() == Row::Front { &mut side.front } else { &mut side.back };
        if let Some(cell) = row.get_mut(hole.number() as usize - 1) {
            *cell = seeds.max(0);
        }
    }

    /// Asks the engine about the edited position.
    fn check(&mut self) {
        match self.setup.validate(self.study) {
            Ok(pos) => (self.position, self.error) = (Some(pos), None),
            Err(error) => (self.position, self.error) = (None, Some(error)),
        }
    }

    /// Applies one edit (not the actions that leave the editor) and checks the result.
    fn edit(&mut self, action: EditorAction) {
        let typing = self.typing.take();
        match action {
            EditorAction::Add(hole) => {
                let step = if self.tool == Tool::Add { 1 } else { -1 };
                self.set_seeds(hole, self.seeds(hole) + step);
            }
            EditorAction::Remove(hole) => self.set_seeds(hole, self.seeds(hole) - 1),
            EditorAction::Digit(hole, digit) => {
                let extended = self.seeds(hole) * 10 + i64::from(digit);
                let seeds = if typing == Some(hole) && extended < 1000 { extended } else { i64::from(digit) };
                self.set_seeds(hole, seeds);
                self.typing = Some(hole);
            }
            EditorAction::Erase(hole) => {
                let seeds = if typing == Some(hole) { self.seeds(hole) / 10 } else { 0 };
                self.set_seeds(hole, seeds);
                self.typing = Some(hole);
            }
            EditorAction::Reserve(side, seeds) => self.side_mut(side).reserve = seeds.max(0),
            EditorAction::House(side, owned) => self.side_mut(side).house = if owned { "owned" } else { "lost" }.to_string(),
            EditorAction::ToMove(side) => {
                self.setup.to_move = side.name().to_string();
                if self.gambit() {
                    self.setup.ply = side.index() as i64;
                }
            }
            EditorAction::Takasia(hole) => self.setup.takasia = hole.map(Hole::name),
            EditorAction::Variant(variant) => {
                self.setup.variant = variant.name().to_string();
                self.setup.bawo_setup = (variant == Variant::Bawo).then(|| BawoSetup::default().name().to_string());
            }
            EditorAction::BawoSetup(setup) => {
                if self.variant() == Variant::Bawo {
                    self.setup.bawo_setup = Some(setup.name().to_string());
                }
            }
            EditorAction::Gambit(on) => self.setup.ply = if on { self.to_move().index() as i64 } else { self.setup.ply.max(2) },
            EditorAction::Study(on) => self.study = on,
            EditorAction::Tool(tool) => self.tool = tool,
            EditorAction::Import(text) => match PositionSetup::from_json(&text) {
                Ok(setup) => {
                    self.setup = setup;
                    self.import_error = None;
                }
                Err(error) => self.import_error = Some(error),
            },
            EditorAction::Begin(_) | EditorAction::Play(_) | EditorAction::Analyse => {}
        }
        self.check();
    }
}

/// What the editor does.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// Open the editor on a start position, an empty board or the position on screen.
    Begin(EditorStart),
    /// A click on a hole: a seed more (with [`Tool::Remove`]: a seed less).
    Add(Hole),
    /// A seed less (shift-click, the `-` key).
    Remove(Hole),
    /// A digit typed on the focused hole: it starts a number, or extends the one being typed.
    Digit(Hole, u8),
    /// Backspace on the focused hole: the number being typed loses its last digit, else 0.
    Erase(Hole),
    /// A side's reserve (negative reads as 0).
    Reserve(Side, i64),
    /// Whether a side owns its nyumba.
    House(Side, bool),
    /// The side to move.
    ToMove(Side),
    /// The takasia mark (or none).
    Takasia(Option<Hole>),
    /// The game: the holes stay, the rules change.
    Variant(Variant),
    /// Bawo's set-up.
    BawoSetup(BawoSetup),
    /// Bawo: the position is the side to move's gambit.
    Gambit(bool),
    /// A study position: another seed total than 64.
    Study(bool),
    /// What a click does.
    Tool(Tool),
    /// A position as RULES.md §12 JSON: replaces the edited one if it is JSON of a position's
    /// shape (its errors are then the engine's, as for any edit).
    Import(String),
    /// Start a new game from the edited position ([`Request::StartGame`]); nothing happens
    /// while the engine refuses it.
    Play(Opponent),
    /// Open analysis on the edited position (it stays in [`EditorState::position`]).
    Analyse,
}

impl PageLogic for EditorState {
    type Own = std::convert::Infallible;
    const PAGES: &'static [crate::app::pages::Page] = &[crate::app::pages::Page::Editor];

    /// The editor's reducer: an edit changes the editor; beginning one shows the page, playing and
    /// analysing hand the checked position to the app (nothing while the engine refuses it).
    fn reduce(&mut self, action: EditorAction, context: &PageContext) -> Option<Request> {
        let editor = self;
        match action {
            EditorAction::Begin(start) => {
                let setup = match start {
                    EditorStart::Start(variant, setup) => Position::start(variant, setup).to_setup(),
                    EditorStart::Empty(variant, setup) => empty(variant, setup),
                    EditorStart::Current => context.shown.to_setup(),
                };
                *editor = EditorState { tool: editor.tool, ..EditorState::from_setup(setup) };
                Some(Request::ShowPage)
            }
            EditorAction::Play(opponent) => editor.position.clone().map(|start| Request::StartGame { start: Box::new(start), opponent }),
            EditorAction::Analyse => editor.position.clone().map(|start| Request::Analyse { start: Box::new(start), moves: Vec::new() }),
            edit => {
                editor.edit(edit);
                None
            }
        }
    }

    fn answer(own: std::convert::Infallible, _: &mut crate::app::pages::Answering) {
        match own {}
    }

    type Action = EditorAction;

    /// The editor has no board keys: its board is set up by clicks.
    fn key(_: crate::app::pages::PageKey) -> Option<EditorAction> {
        None
    }

    fn variant(&self, _: crate::app::pages::Page) -> Option<crate::engine::Variant> {
        Some(self.variant())
    }
}

/// A board with no seed: the game's start with every hole and reserve emptied and both nyumba
/// lost — a setup the engine refuses until seeds are put in.
fn empty(variant: Variant, setup: BawoSetup) -> PositionSetup {
    let mut json = Position::start(variant, setup).to_setup();
    for side in [&mut json.south, &mut json.north] {
        side.front.iter_mut().chain(side.back.iter_mut()).for_each(|seeds| *seeds = 0);
        side.reserve = 0;
        side.house = "lost".to_string();
    }
    json.takasia = None;
    json
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::state::tests::fresh;
    use crate::app::state::Page;
    use crate::engine::NYUMBA;
    use EditorAction as A;
    use PositionError as E;

    fn hole(name: &str) -> Hole {
        Hole::parse(name).expect("a hole")
    }

    fn begin(variant: Variant) -> EditorState {
        EditorState::from_position(&Position::start(variant, BawoSetup::default()))
    }

    fn edited(mut editor: EditorState, actions: Vec<EditorAction>) -> EditorState {
        for action in actions {
            editor.edit(action);
        }
        editor
    }

    /// Every error the edit controls can produce, each from a start position (RULES.md §2–§10
    /// starts: Bao la Kiswahili 10 seeds on the board and 22 in each reserve, Bao la Kujifunza 2
    /// in every hole and no reserve, Bawo a gambit at ply 0) and the rule of §12 it breaks.
    #[test]
    fn every_edit_error_is_the_engines_error() {
        let nyumba = Hole::new(Side::South, NYUMBA);
        let bawo_reserve = begin(Variant::Bawo).side(Side::South).reserve;
        let cases: Vec<(Variant, Vec<EditorAction>, PositionError)> = vec![
            // A seed taken from the nyumba: 63; one more in A1: 65 (a game needs 64).
            (Variant::Kiswahili, vec![A::Remove(nyumba)], E::SeedTotal { total: 63 }),
            (Variant::Kiswahili, vec![A::Add(hole("A1"))], E::SeedTotal { total: 65 }),
            // The remove tool: a click takes a seed away.
            (Variant::Kiswahili, vec![A::Tool(Tool::Remove), A::Add(nyumba)], E::SeedTotal { total: 63 }),
            // A study position holds 1 to 200 seeds: 64 − 22 + 159 = 201.
            (Variant::Kiswahili, vec![A::Study(true), A::Reserve(Side::South, 159)], E::StudySeedTotal { total: 201 }),
            // "2", "0", "1" typed on A1: 201 seeds, more than a hole may hold (200).
            (
                Variant::Kiswahili,
                vec![A::Digit(hole("A1"), 2), A::Digit(hole("A1"), 0), A::Digit(hole("A1"), 1)],
                E::TooManySeeds { hole: hole("A1"), seeds: 201 },
            ),
            (Variant::Kiswahili, vec![A::Study(true), A::Reserve(Side::North, 201)], E::TooLargeReserve { side: Side::North, reserve: 201 }),
            // Bao la Kujifunza has no nyumba and no reserve (§10).
            (Variant::Kujifunza, vec![A::House(Side::South, true)], E::KujifunzaHouse),
            (Variant::Kujifunza, vec![A::Remove(hole("A1")), A::Reserve(Side::South, 1)], E::KujifunzaReserve),
            (Variant::Kujifunza, vec![A::Takasia(Some(hole("A1")))], E::KujifunzaTakasia),
            // The takasia mark is on a front hole, in Bao la Kiswahili the side to move's (§8).
            (Variant::Kiswahili, vec![A::Takasia(Some(hole("B1")))], E::TakasiaBackRow(hole("B1"))),
            (Variant::Kiswahili, vec![A::Takasia(Some(hole("a1")))], E::KiswahiliTakasiaSide { hole: hole("a1"), to_move: Side::South }),
            // A Bawo gambit needs seeds in hand: the reserve moved to A1 keeps the 64 (§9).
            (
                Variant::Bawo,
                vec![A::Reserve(Side::South, 0), A::Digit(hole("A1"), (bawo_reserve / 10) as u8), A::Digit(hole("A1"), (bawo_reserve % 10) as u8)],
                E::GambitWithoutReserve(Side::South),
            ),
        ];
        for (variant, actions, expected) in cases {
            let editor = edited(begin(variant), actions.clone());
            assert_eq!(editor.error, Some(expected), "{variant:?} {actions:?}");
            assert!(editor.position.is_none());
        }
    }

    /// Import reads any JSON of a position's shape; what the edit controls cannot produce comes
    /// from there, again in the engine's words: each row below breaks one rule of §12.
    #[test]
    fn every_import_error_is_the_engines_error() {
        let start = Position::start(Variant::Kiswahili, BawoSetup::default()).to_json();
        let with = |from: &str, to: &str| start.replacen(from, to, 1);
        let bawo = Position::start(Variant::Bawo, BawoSetup::default()).to_json();
        let cases = [
            (with("\"kiswahili\"", "\"chess\""), E::UnknownVariant("chess".into())),
            (with("\"kiswahili\"", "\"kiswahili\",\"bawo_setup\":\"chikoko\""), E::SetupNotBawo(Variant::Kiswahili)),
            (bawo.replacen("\"chikoko\"", "\"other\"", 1), E::UnknownBawoSetup("other".into())),
            (with("\"to_move\":\"south\"", "\"to_move\":\"east\""), E::UnknownSide("east".into())),
            (with("\"front\":[0,", "\"front\":["), E::RowLength { side: Side::South, row: Row::Front, holes: 7 }),
            (with("\"front\":[0,", "\"front\":[-1,"), E::NegativeSeeds { hole: hole("A1"), seeds: -1 }),
            (with("\"reserve\":22", "\"reserve\":-1"), E::NegativeReserve { side: Side::South, reserve: -1 }),
            (with("\"owned\"", "\"kept\""), E::BadHouse { side: Side::South, house: "kept".into() }),
            (with("\"ply\":0", "\"ply\":-1"), E::BadPly(-1)),
            (bawo.replacen("\"to_move\":\"south\"", "\"to_move\":\"north\"", 1), E::GambitSide { ply: 0, gambit_side: Side::South }),
            (with("\"takasia\":null", "\"takasia\":\"z9\""), E::TakasiaNotAHole("z9".into())),
        ];
        for (json, expected) in cases {
            let editor = edited(begin(Variant::Kiswahili), vec![A::Import(json.clone())]);
            assert_eq!(editor.import_error, None, "{json}");
            assert_eq!(editor.error, Some(expected), "{json}");
        }
        // Not JSON of a position: the edited position stays as it was.
        let editor = edited(begin(Variant::Kiswahili), vec![A::Remove(hole("A5")), A::Import("{\"x\":1}".into())]);
        assert_eq!(editor.import_error, Some(E::UnknownField("x".into())), "a field no position has is named");
        let editor = edited(begin(Variant::Kiswahili), vec![A::Remove(hole("A5")), A::Import("{oops".into())]);
        assert!(matches!(editor.import_error, Some(E::Json { .. })));
        assert_eq!(editor.error, Some(E::SeedTotal { total: 63 }));
    }

    #[test]
    fn an_invalid_edit_keeps_everything_and_a_valid_one_is_a_position() {
        let editor = edited(begin(Variant::Kiswahili), vec![A::Remove(hole("A5"))]);
        assert_eq!(editor.seeds(hole("A5")), 5, "6 in the nyumba at the start, one taken");
        // As a study position the same 63 seeds are a position.
        let study = edited(editor.clone(), vec![A::Study(true)]);
        assert_eq!(study.error, None);
        assert_eq!(study.position.as_ref().map(|p| p.to_setup().south.front[4]), Some(5));
        // Back to 64 by typing 6 on A5: a game position again.
        let fixed = edited(editor, vec![A::Digit(hole("A5"), 6)]);
        assert_eq!(fixed.position, Some(Position::start(Variant::Kiswahili, BawoSetup::default())));
        // Removing below zero stays at zero; Backspace on a typed number drops its last digit.
        let zero = edited(begin(Variant::Kiswahili), vec![A::Remove(hole("A1")), A::Digit(hole("A2"), 1), A::Digit(hole("A2"), 2), A::Erase(hole("A2"))]);
        assert_eq!((zero.seeds(hole("A1")), zero.seeds(hole("A2"))), (0, 1));
    }

    #[test]
    fn the_bawo_gambit_follows_the_side_to_move_and_the_stage_the_reserves() {
        let editor = edited(begin(Variant::Bawo), vec![A::Gambit(false)]);
        assert!(!editor.gambit() && editor.setup.ply >= 2);
        let editor = edited(editor, vec![A::Gambit(true), A::ToMove(Side::North)]);
        assert_eq!((editor.gambit(), editor.setup.ply), (true, 1), "North's gambit is ply 1 (§9)");
        // Kiswahili with the reserves emptied into the holes: mtaji (the engine's stage).
        let mtaji = edited(begin(Variant::Kiswahili), vec![A::Reserve(Side::South, 0), A::Reserve(Side::North, 0), A::Study(true)]);
        assert_eq!(mtaji.position.map(|p| p.stage()), Some(crate::engine::Stage::Mtaji));
    }

    #[test]
    fn the_editor_opens_on_a_start_an_empty_board_or_the_game_and_starts_a_game() {
        let state = fresh().reduce(A::Begin(EditorStart::Empty(Variant::Kete, BawoSetup::default())));
        assert_eq!(state.page(), Page::Editor);
        assert_eq!(state.pages.editor.total(), 0);
        assert_eq!(state.pages.editor.error, Some(E::SeedTotal { total: 0 }));
        // Nothing starts while the engine refuses the position.
        let state = state.reduce(A::Play(Opponent::Human));
        assert_eq!(state.page(), Page::Editor);
        let state = state.reduce(A::Begin(EditorStart::Start(Variant::Kujifunza, BawoSetup::default()))).reduce(A::ToMove(Side::North));
        let edited = state.pages.editor.position.clone().expect("a valid position");
        let opponent = Opponent::Computer { level: 2, side: Side::South };
        let playing = state.clone().reduce(A::Play(opponent));
        assert_eq!(playing.page(), Page::Game);
        assert_eq!(playing.game().start(), &edited);
        assert_eq!(playing.session().opponent, opponent);
        // Analysis takes the position from the editor.
        let analysing = state.reduce(A::Analyse);
        assert_eq!((analysing.page(), analysing.pages.editor.position.as_ref()), (Page::Analysis, Some(&edited)));
        let current = analysing.reduce(A::Begin(EditorStart::Current));
        assert_eq!(current.pages.editor.position.as_ref(), Some(current.shown_position()));
    }
}

#[cfg(test)]
mod reducer_tests {
    use super::*;
    use crate::app::save::Settings;
    use EditorAction as A;

    /// The editor's reducer alone, on a context: an edit asks nothing, beginning asks for the
    /// page, playing and analysing ask for the checked position — and nothing while the engine
    /// refuses it (an empty board: no seed).
    #[test]
    fn the_editors_reducer_changes_only_the_editor_and_asks_the_rest() {
        let shown = Position::start(Variant::Kujifunza, BawoSetup::default());
        let settings = Settings::default();
        let progress = crate::app::learn::progress::Progress::default();
        let game = crate::engine::Game::new(shown.clone());
        let context = PageContext::of_game(&game, &settings, &progress);
        let mut editor = EditorState::default();
        assert_eq!(PageLogic::reduce(&mut editor, A::Begin(EditorStart::Current), &context), Some(Request::ShowPage));
        assert_eq!(editor.position.as_ref(), Some(&shown), "the position on the game's board");
        let a1 = Hole::parse("A1").unwrap();
        assert_eq!(PageLogic::reduce(&mut editor, A::Remove(a1), &context), None);
        assert_eq!(editor.seeds(a1), 1, "Bao la Kujifunza starts with 2 a hole (§10)");
        assert_eq!(PageLogic::reduce(&mut editor, A::Play(Opponent::Human), &context), None, "63 seeds: refused");
        PageLogic::reduce(&mut editor, A::Add(a1), &context);
        assert_eq!(
            PageLogic::reduce(&mut editor, A::Play(Opponent::Human), &context),
            Some(Request::StartGame { start: Box::new(shown.clone()), opponent: Opponent::Human })
        );
        assert_eq!(PageLogic::reduce(&mut editor, A::Analyse, &context), Some(Request::Analyse { start: Box::new(shown.clone()), moves: Vec::new() }));
        PageLogic::reduce(&mut editor, A::Begin(EditorStart::Empty(Variant::Kiswahili, BawoSetup::default())), &context);
        assert_eq!((PageLogic::reduce(&mut editor, A::Analyse, &context), editor.total()), (None, 0));
    }
}
