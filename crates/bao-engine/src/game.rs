//! Games: a start position and the moves played from it, with the end-of-game checks of
//! RULES.md §11 (settled 11), move text with markers, and the game record of §12.

use std::collections::HashMap;

use super::end::end_check;
use super::error::{excerpt, MarkerError, MoveError, RecordError, RecordErrorKind, SyntaxError};
use super::event::Event;
use super::mv::{Move, MoveInfo, Placement, SowMove};
use super::position::Position;
use super::types::{BawoSetup, Dir, EndReason, Hole, Outcome, Side, Variant, WhyNot, TOTAL_SEEDS};

/// One move played in a game.
#[derive(Clone, Debug)]
pub struct Ply {
    /// The move.
    pub mv: Move,
    /// What kind of move it was.
    pub info: MoveInfo,
    /// The position after the move.
    pub position: Position,
    /// The game's result after this move, if it ended here.
    pub result: Option<(Outcome, EndReason)>,
}

impl Ply {
    /// The move with its markers: `*` takata, `**` takata that made a takasia, `#` winning.
    pub fn annotated(&self, mover: Side) -> String {
        let mut text = self.mv.to_string();
        if self.info.takata() {
            text.push_str(if self.info.takasia_created.is_some() { "**" } else { "*" });
        }
        if matches!(self.result, Some((Outcome::Win(winner), _)) if winner == mover) {
            text.push('#');
        }
        text
    }
}

/// A game in progress or finished: the moves from a start position, with the end-of-game
/// checks, repetition and the text record.
///
/// ```
/// use bao_engine::{BawoSetup, Game, MoveError, Position, Record, Variant, WhyNot};
///
/// let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
/// game.play_text("A2>").unwrap();
/// assert_eq!(game.plies().len(), 1);
///
/// // North is to move: an illegal move changes nothing and names the move and the reason.
/// match game.play_text("A1") {
///     Err(MoveError::Illegal { mv, reason }) => {
///         assert_eq!(mv.to_string(), "A1");
///         assert_eq!(reason, WhyNot::NotYourHole);
///     }
///     other => panic!("{other:?}"),
/// }
/// assert_eq!(game.plies().len(), 1);
///
/// // The record of RULES.md §12 replays to the same game.
/// let record = game.to_record(&[("South".to_string(), "Asha".to_string())]);
/// let read = Record::parse(&record, false).unwrap();
/// assert_eq!(read.game.position(), game.position());
/// assert_eq!(read.header("South"), Some("Asha"));
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    /// Occurrences of each position key since the start (RULES.md §11, repetition).
    seen: HashMap<u64, u8>,
    start_result: Option<(Outcome, EndReason)>,
    resigned: Option<Side>,
}

impl Game {
    /// A game from `start` (which may already be over: see [`Game::result`]).
    pub fn new(start: Position) -> Game {
        let mut seen = HashMap::new();
        seen.insert(start.key(), 1);
        let start_result = end_check(&start, None, 1);
        Game { start, plies: Vec::new(), seen, start_result, resigned: None }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played so far.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.plies.last().map_or(&self.start, |ply| &ply.position)
    }

    /// The position after the first `n` plies.
    pub fn position_at(&self, n: usize) -> &Position {
        if n == 0 {
            &self.start
        } else {
            &self.plies[n - 1].position
        }
    }

    /// The keys ([`Position::key`]) of the positions before ply `plies`, oldest first: the
    /// history a search of the position after `plies` plies needs for the repetition rule.
    pub fn keys_before(&self, plies: usize) -> Vec<u64> {
        (0..plies).map(|i| self.position_at(i).key()).collect()
    }

    /// How the game ended, if it did (a resignation included).
    pub fn result(&self) -> Option<(Outcome, EndReason)> {
        if let Some(loser) = self.resigned {
            return Some((Outcome::Win(loser.opponent()), EndReason::Resignation));
        }
        self.plies.last().map_or(self.start_result, |ply| ply.result)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// Plays a move; an illegal move, or any move after the end, changes nothing.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Event>, MoveError> {
        if self.is_over() {
            return Err(MoveError::Illegal { mv: *mv, reason: WhyNot::GameOver });
        }
        let mut played = self.position().play(mv)?;
        let count = self.seen.entry(played.position.key()).or_insert(0);
        *count += 1;
        let result = end_check(&played.position, Some(&played.info), *count);
        if let Some((outcome, reason)) = result {
            played.events.push(Event::GameOver { outcome, reason });
        }
        self.plies.push(Ply { mv: *mv, info: played.info, position: played.position, result });
        Ok(played.events)
    }

    /// Plays a move written in notation, checking its markers (RULES.md settled 12).
    pub fn play_text(&mut self, text: &str) -> Result<Vec<Event>, MoveError> {
        let (mv, markers) = parse_move(self.position(), text)?;
        let mover = self.position().to_move();
        let mut trial = self.clone();
        let events = trial.play(&mv)?;
        let ply = trial.plies.last().expect("just played");
        markers.check(ply, mover)?;
        *self = trial;
        Ok(events)
    }

    /// Takes back the last move; `None` at the start.
    pub fn undo(&mut self) -> Option<Ply> {
        self.resigned = None;
        let ply = self.plies.pop()?;
        if let Some(count) = self.seen.get_mut(&ply.position.key()) {
            *count -= 1;
        }
        Some(ply)
    }

    /// The side resigns (only while the game is running).
    pub fn resign(&mut self, side: Side) {
        if !self.is_over() {
            self.resigned = Some(side);
        }
    }

    /// The moves with markers, one string per ply.
    pub fn annotated_moves(&self) -> Vec<String> {
        self.plies.iter().enumerate().map(|(i, ply)| ply.annotated(self.position_at(i).to_move())).collect()
    }

    /// The game record of RULES.md §12 with the given extra headers (`South`, `North`, …).
    pub fn to_record(&self, headers: &[(String, String)]) -> String {
        let mut text = format!("Variant: {}\n", self.start.variant().name());
        if self.start.variant() == Variant::Bawo {
            text.push_str(&format!("Setup: {}\n", self.start.bawo_setup().name()));
        }
        for (key, value) in headers {
            if !matches!(key.as_str(), "Variant" | "Setup" | "Result" | "Start" | "Study") {
                text.push_str(&format!("{key}: {value}\n"));
            }
        }
        let result = self.result().map_or("*", |(outcome, _)| outcome.name());
        text.push_str(&format!("Result: {result}\n"));
        if self.start != Position::start(self.start.variant(), self.start.bawo_setup()) {
            if self.start.total_seeds() != TOTAL_SEEDS {
                text.push_str("Study: yes\n");
            }
            text.push_str(&format!("Start: {}\n", self.start.to_json()));
        }
        text.push('\n');
        for mv in self.annotated_moves() {
            text.push_str(&mv);
            text.push('\n');
        }
        text
    }
}

/// The annotations written after a move (not part of its identity).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Markers {
    /// `*` (1) or `**` (2).
    pub stars: u8,
    /// `#`.
    pub win: bool,
}

impl Markers {
    fn check(&self, ply: &Ply, mover: Side) -> Result<(), MoveError> {
        let wrong = |marker| Err(MoveError::Marker { mv: ply.mv, marker });
        match self.stars {
            1 | 2 if !ply.info.takata() => return wrong(MarkerError::NotTakata { stars: self.stars }),
            1 if ply.info.takasia_created.is_some() => return wrong(MarkerError::TakasiaUnmarked),
            2 if ply.info.takasia_created.is_none() => return wrong(MarkerError::NoTakasia),
            _ => {}
        }
        if self.win && !matches!(ply.result, Some((Outcome::Win(w), _)) if w == mover) {
            return wrong(MarkerError::NotWinning);
        }
        Ok(())
    }
}

/// Reads a move in notation (RULES.md §12) for the side to move, with optional markers.
/// Only the syntax is checked here; [`Position::play`] decides legality.
pub fn parse_move(pos: &Position, text: &str) -> Result<(Move, Markers), MoveError> {
    let trimmed = text.trim();
    let mut core = trimmed;
    let mut markers = Markers::default();
    if let Some(rest) = core.strip_suffix('#') {
        markers.win = true;
        core = rest;
    }
    if let Some(rest) = core.strip_suffix("**") {
        markers.stars = 2;
        core = rest;
    } else if let Some(rest) = core.strip_suffix('*') {
        markers.stars = 1;
        core = rest;
    }
    if core.starts_with('@') {
        return Ok((Move::Gambit(Placement::parse(pos.to_move(), core)?), markers));
    }
    let syntax = || MoveError::Syntax(SyntaxError::NotAMove(excerpt(trimmed)));
    let hole = core.get(..2).and_then(Hole::parse).ok_or_else(syntax)?;
    let mut rest = &core[2..];
    let dir = match rest.chars().next() {
        Some('<') => Some(Dir::Left),
        Some('>') => Some(Dir::Right),
        _ => None,
    };
    if dir.is_some() {
        rest = &rest[1..];
    }
    let safari = match rest {
        "" => false,
        "+" => true,
        _ => return Err(syntax()),
    };
    Ok((Move::Sow(SowMove { hole, dir, safari }), markers))
}

/// A game record: its headers (in order, unknown keys kept) and the replayed game.
#[derive(Clone, Debug)]
pub struct Record {
    /// The headers in order (unknown keys kept).
    pub headers: Vec<(String, String)>,
    /// The game the moves replay.
    pub game: Game,
}

impl Record {
    /// The value of a header, if present.
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Reads and replays a record. A `Start` position with another seed total than 64 needs
    /// the `Study: yes` header (RULES.md §12) or `study` (the command line's `--study`).
    pub fn parse(text: &str, study: bool) -> Result<Record, RecordError> {
        let error = |line: usize, kind: RecordErrorKind| RecordError { line, kind };
        let HeaderBlock { headers, lines: header_lines, moves_from } = read_headers(text)?;
        let find = |key: &str| headers.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
        let line_of = |key: &str| header_lines.iter().rev().find(|(k, _)| k == key).map_or(1, |&(_, n)| n);
        let variant_name = find("Variant").ok_or_else(|| error(1, RecordErrorKind::MissingVariant))?;
        let variant = Variant::from_name(variant_name).ok_or_else(|| error(line_of("Variant"), RecordErrorKind::UnknownVariant(excerpt(variant_name))))?;
        let setup = match find("Setup") {
            None => BawoSetup::default(),
            Some(name) if variant == Variant::Bawo => {
                BawoSetup::from_name(name).ok_or_else(|| error(line_of("Setup"), RecordErrorKind::UnknownSetup(excerpt(name))))?
            }
            Some(_) => return Err(error(line_of("Setup"), RecordErrorKind::SetupNotBawo)),
        };
        let study = match find("Study") {
            None | Some("no") => study,
            Some("yes") => true,
            Some(other) => return Err(error(line_of("Study"), RecordErrorKind::BadStudy(excerpt(other)))),
        };
        let start = match find("Start") {
            None => Position::start(variant, setup),
            Some(json) => {
                let pos = Position::from_json(json, study).map_err(|e| error(line_of("Start"), RecordErrorKind::Start(e)))?;
                if pos.variant() != variant || pos.bawo_setup() != setup {
                    return Err(error(line_of("Start"), RecordErrorKind::StartOfAnotherGame));
                }
                pos
            }
        };
        let mut game = Game::new(start);
        for (i, line) in text.lines().enumerate().skip(moves_from) {
            let content = line.split(';').next().unwrap_or("").trim();
            if content.is_empty() || content.starts_with('#') {
                continue;
            }
            game.play_text(content).map_err(|e| error(i + 1, RecordErrorKind::Move(e)))?;
        }
        if let Some(claimed) = find("Result") {
            let claimed_outcome = match claimed {
                "south" => Some(Outcome::Win(Side::South)),
                "north" => Some(Outcome::Win(Side::North)),
                "draw" => Some(Outcome::Draw),
                "*" => None,
                _ => return Err(error(line_of("Result"), RecordErrorKind::BadResult(excerpt(claimed)))),
            };
            if let Some((outcome, reason)) = game.result() {
                if claimed_outcome != Some(outcome) {
                    return Err(error(line_of("Result"), RecordErrorKind::ResultContradicted { claimed: claimed_outcome, outcome, reason }));
                }
            }
        }
        Ok(Record { headers, game })
    }
}

/// The header block of a record.
struct HeaderBlock {
    /// The headers, in order.
    headers: Vec<(String, String)>,
    /// The line (1-based) of each key, in order.
    lines: Vec<(String, usize)>,
    /// The index of the first line after the block.
    moves_from: usize,
}

/// Reads the header block of a record.
fn read_headers(text: &str) -> Result<HeaderBlock, RecordError> {
    let mut headers = Vec::new();
    let mut lines_of = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            if headers.is_empty() {
                continue;
            }
            return Ok(HeaderBlock { headers, lines: lines_of, moves_from: i + 1 });
        }
        if line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(':').ok_or_else(|| RecordError { line: i + 1, kind: RecordErrorKind::NotAHeader(excerpt(line)) })?;
        lines_of.push((key.trim().to_string(), i + 1));
        headers.push((key.trim().to_string(), value.trim().to_string()));
    }
    Ok(HeaderBlock { headers, lines: lines_of, moves_from: usize::MAX })
}
