//! One puzzle and its JSON line.

use std::fmt;

use serde::Deserialize;
use serde_json::json;

use crate::engine::{parse_move, Game, Move, Position, PositionError, PositionSetup, Variant};

use super::rating::{difficulty, Difficulty, Rating};
use super::themes::{check_line, check_puzzle_theme, Theme, ThemeViolation};

/// A puzzle: a position of a real game (64 seeds), its theme, the solution line (the
/// learner's move first, then the best replies and answers, as far as the generator followed
/// it), its difficulty by the search, its rating (the band of the difficulty and of the
/// line's laps: [`Difficulty::rating`]) and the node budget its theme was decided at.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub id: String,
    pub variant: Variant,
    pub theme: Theme,
    pub position: Position,
    pub solution: Vec<Move>,
    pub difficulty: Difficulty,
    pub rating: Rating,
    pub nodes: u64,
}

/// A puzzle line that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Not JSON of the puzzle's shape (serde's message).
    Json(String),
    UnknownVariant(String),
    UnknownTheme(String),
    /// The position is not a valid 64-seed position (the engine's kind).
    Position(PositionError),
    /// A move of the solution cannot be read or played (index 0 is the first).
    Move {
        index: usize,
        text: String,
    },
    /// The rating is not the band of the stored depth and rivals and of the solution's laps.
    BadRating(u8),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for PuzzleError {}

/// The JSON form before any check.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPuzzle {
    id: String,
    variant: String,
    theme: String,
    position: PositionSetup,
    solution: Vec<String>,
    rating: u8,
    depth: u32,
    rivals: u8,
    nodes: u64,
}

impl Puzzle {
    /// The puzzle as one line of JSON (no newline).
    pub fn to_json(&self) -> String {
        let position = serde_json::to_value(self.position.to_setup()).expect("a position always serialises");
        let solution: Vec<String> = self.solution.iter().map(Move::to_string).collect();
        json!({
            "id": self.id,
            "variant": self.variant.name(),
            "theme": self.theme.name(),
            "position": position,
            "solution": solution,
            "rating": self.rating.level(),
            "depth": self.difficulty.depth,
            "rivals": self.difficulty.rivals,
            "nodes": self.nodes,
        })
        .to_string()
    }

    /// Reads one JSON line; the solution's moves are read along the line (each from the
    /// position the earlier ones lead to), so an unplayable line is an error here.
    pub fn from_json(text: &str) -> Result<Puzzle, PuzzleError> {
        let raw: RawPuzzle = serde_json::from_str(text).map_err(|e| PuzzleError::Json(e.to_string()))?;
        let variant = Variant::from_name(&raw.variant).ok_or(PuzzleError::UnknownVariant(raw.variant.clone()))?;
        let theme = Theme::from_name(&raw.theme).ok_or(PuzzleError::UnknownTheme(raw.theme.clone()))?;
        let position = raw.position.validate(false).map_err(PuzzleError::Position)?;
        let mut game = Game::new(position.clone());
        let mut solution = Vec::new();
        for (index, text) in raw.solution.iter().enumerate() {
            let bad = || PuzzleError::Move { index, text: text.clone() };
            let (mv, _) = parse_move(game.position(), text).map_err(|_| bad())?;
            game.play(&mv).map_err(|_| bad())?;
            solution.push(mv);
        }
        // The laps are not stored: the line played from the position tells them.
        let difficulty = Difficulty { depth: raw.depth, rivals: raw.rivals };
        let rating = Some(difficulty.line_rating(&position, &solution)).filter(|r| r.level() == raw.rating).ok_or(PuzzleError::BadRating(raw.rating))?;
        Ok(Puzzle { id: raw.id, variant, theme, position, solution, difficulty, rating, nodes: raw.nodes })
    }
}

/// Reads a file of puzzle lines (blank lines and lines starting with `#` are skipped); an
/// error carries its 1-based line number.
pub fn parse_lines(text: &str) -> Result<Vec<Puzzle>, (usize, PuzzleError)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(i, line)| Puzzle::from_json(line).map_err(|e| (i + 1, e)))
        .collect()
}

/// Re-verifies a puzzle: its variant, that its theme exists in the game, that the solution
/// line is legal, the puzzle theme for the first move at the stored `nodes`
/// ([`check_puzzle_theme`]: the habits do not find it, and the theme's move), and the
/// difficulty (the deep search plays the solution, at the stored depth and rivals: see
/// [`difficulty`]; the rating, the band of that difficulty and of the line's laps, was checked
/// when the puzzle was read).
pub fn check(puzzle: &Puzzle) -> Result<(), ThemeViolation> {
    let pos = &puzzle.position;
    if pos.variant() != puzzle.variant {
        return Err(ThemeViolation::VariantMismatch { puzzle: puzzle.variant, position: pos.variant() });
    }
    check_line(pos, &puzzle.solution)?;
    check_puzzle_theme(puzzle.theme, pos, &puzzle.solution[0], puzzle.nodes)?;
    let found = difficulty(pos, &puzzle.solution[0]).ok_or(ThemeViolation::NotPlayedByDeepSearch)?;
    if found != puzzle.difficulty {
        let stored = puzzle.difficulty;
        return Err(ThemeViolation::DifficultyMismatch { stored: (stored.depth, stored.rivals), found: (found.depth, found.rivals) });
    }
    Ok(())
}
