//! The learner's own exercises: a blunder or a mistake of a reviewed game kept as "find a better
//! move" from the position before it. Stored in the progress as one compact line each
//! ([`OwnExercise::to_line`]: the date, the ply, the review's better move, the move played, the
//! played move's refutation line, the other moves as good as the better one, and the position's
//! JSON of RULES.md §12), scheduled as a missed puzzle is under its id ([`OWN_PREFIX`]).
//!
//! A right answer is any move the review accepted: its better move (the best move of the
//! review's search of that position, scored at least as high as every other) or a move that
//! search scored close enough that the review would not have marked it (the review's own rule,
//! `ai::review::mark`). The move played, and every other move, is wrong; the refutation line of
//! the move played is shown on the board. A line stored before the review kept those other
//! moves has six fields and accepts the better move only.

use crate::engine::{parse_move, Move, Position};

/// The start of an own exercise's id (a puzzle's id never starts so).
pub const OWN_PREFIX: &str = "own-";

/// One of the learner's own exercises.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnExercise {
    /// Its id: [`OWN_PREFIX`] and a hash of the position and the move played (a game reviewed
    /// again gives the same ids).
    pub id: String,
    /// When it was kept (ms since the epoch).
    pub date: f64,
    /// The ply of the game (from 1) whose move it was.
    pub ply: usize,
    /// The position before the move.
    pub position: Position,
    /// The review's better move (the best move of its search).
    pub better: Move,
    /// The other moves the review would not have marked against `better`: right answers too.
    pub as_good: Vec<Move>,
    /// The move played.
    pub played: Move,
    /// The move played and the opponent's best answer line after it (the review's search).
    pub refutation: Vec<Move>,
}

/// Why a stored exercise line does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OwnLineError {
    /// Not six or seven fields, or a number that is none.
    Shape,
    /// The position's JSON does not read.
    Position,
    /// A move is not a move of the position (its text).
    Move(String),
}

impl OwnExercise {
    /// The exercise of the move `played` at `position` (ply `ply` from 1), kept at `date`:
    /// `better` the review's best move, `as_good` the moves its rule would not mark against it
    /// (the better and the played move among them are left out).
    pub fn new(position: &Position, ply: usize, better: Move, as_good: &[Move], played: Move, refutation: &[Move], date: f64) -> OwnExercise {
        let id = own_id(position, played);
        let mut as_good = as_good.to_vec();
        as_good.retain(|mv| *mv != better && *mv != played);
        OwnExercise { id, date, ply, position: position.clone(), better, as_good, played, refutation: refutation.to_vec() }
    }

    /// Whether `mv` is a right answer: the better move or one as good.
    pub fn accepts(&self, mv: Move) -> bool {
        mv == self.better || self.as_good.contains(&mv)
    }

    /// The stored line: tab-separated date, ply, better move, played move, the refutation's
    /// moves joined by `;`, the moves as good joined by `;`, the position's JSON.
    pub fn to_line(&self) -> String {
        let joined = |moves: &[Move]| moves.iter().map(Move::to_string).collect::<Vec<_>>().join(";");
        let (line, as_good) = (joined(&self.refutation), joined(&self.as_good));
        format!("{}\t{}\t{}\t{}\t{line}\t{as_good}\t{}", self.date as i64, self.ply, self.better, self.played, self.position.to_json())
    }

    /// Reads a stored line: seven fields, or the six of a line kept before the moves as good
    /// were (those accept the better move only).
    pub fn read(text: &str) -> Result<OwnExercise, OwnLineError> {
        let fields: Vec<&str> = text.split('\t').collect();
        let (date, ply, better, played, line, as_good, json) = match fields[..] {
            [date, ply, better, played, line, json] => (date, ply, better, played, line, "", json),
            [date, ply, better, played, line, as_good, json] => (date, ply, better, played, line, as_good, json),
            _ => return Err(OwnLineError::Shape),
        };
        let date: i64 = date.parse().map_err(|_| OwnLineError::Shape)?;
        let ply: usize = ply.parse().map_err(|_| OwnLineError::Shape)?;
        let position = Position::from_json(json, true).map_err(|_| OwnLineError::Position)?;
        let (better, played) = (read_move(&position, better)?, read_move(&position, played)?);
        let as_good = read_alternatives(as_good, &position)?;
        let refutation = read_line(line, &position)?;
        Ok(OwnExercise { id: own_id(&position, played), date: date as f64, ply, position, better, as_good, played, refutation })
    }
}

/// The moves of a stored field, `;` between them (empty: none), each a move of `position`.
fn read_alternatives(field: &str, position: &Position) -> Result<Vec<Move>, OwnLineError> {
    field.split(';').filter(|text| !text.is_empty()).map(|text| read_move(position, text)).collect()
}

/// The line of a stored field, `;` between its moves, each read in the position the ones
/// before it lead to from `position`.
fn read_line(field: &str, position: &Position) -> Result<Vec<Move>, OwnLineError> {
    let mut moves = Vec::new();
    let mut at = position.clone();
    for text in field.split(';').filter(|text| !text.is_empty()) {
        let mv = read_move(&at, text)?;
        at = at.play(&mv).map_err(|_| OwnLineError::Move(text.to_string()))?.position;
        moves.push(mv);
    }
    Ok(moves)
}

/// The move `text` of `position`, or the error naming it.
fn read_move(position: &Position, text: &str) -> Result<Move, OwnLineError> {
    parse_move(position, text).map(|(mv, _)| mv).map_err(|_| OwnLineError::Move(text.to_string()))
}

/// The id of the exercise of `played` at `position`: [`OWN_PREFIX`] and the FNV-1a hash of the
/// position's JSON and the move, in hex.
fn own_id(position: &Position, played: Move) -> String {
    let text = format!("{}{}", position.to_json(), played);
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3));
    format!("{OWN_PREFIX}{hash:016x}")
}

/// The calendar date (UTC) of `ms` since the epoch, as `YYYY-MM-DD`.
pub fn date_words(ms: f64) -> String {
    // Days to a civil date: the proleptic Gregorian calendar in eras of 400 years, the year
    // counted from March so that the leap day is the year's last.
    let days = (ms / 86_400_000.0).floor() as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 { month_from_march + 3 } else { month_from_march - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Variant};

    /// Dates worked out by hand: the epoch; 2000-03-01 is day 11,017 (30 years of 365 days and
    /// 7 leap days to 2000-01-01 is 10,957, then 31 + 29 days of January and February 2000);
    /// 2024-02-29 is day 19,782 (2024-01-01 is 19,723, then 31 + 28 days).
    #[test]
    fn dates_read_as_the_calendar_says() {
        const DAY: f64 = 86_400_000.0;
        assert_eq!(date_words(0.0), "1970-01-01");
        assert_eq!(date_words(11_017.0 * DAY), "2000-03-01");
        assert_eq!(date_words(19_782.0 * DAY + 5.0), "2024-02-29");
        assert_eq!(date_words(19_782.0 * DAY - 1.0), "2024-02-28");
    }

    /// A line reads back as it was written; a line cut short, a bad position or a move that is
    /// not one of the position's is an error, never a panic.
    #[test]
    fn a_stored_line_reads_back_and_a_broken_one_is_an_error() {
        let start = Position::start(Variant::Kujifunza, BawoSetup::default());
        let moves = start.legal_moves();
        let (better, played, also) = (moves[0], moves[1], moves[2]);
        let after = start.play(&played).unwrap().position;
        let answer = after.legal_moves()[0];
        // The better and the played move given as good too are left out: one move stays.
        let exercise = OwnExercise::new(&start, 1, better, &[better, also, played], played, &[played, answer], 1_700_000_000_000.0);
        assert_eq!(exercise.as_good, [also]);
        assert!(exercise.id.starts_with(OWN_PREFIX) && exercise.id.len() == OWN_PREFIX.len() + 16, "{}", exercise.id);
        let line = exercise.to_line();
        assert_eq!(line, format!("1700000000000\t1\t{better}\t{played}\t{played};{answer}\t{also}\t{}", start.to_json()));
        assert_eq!(OwnExercise::read(&line), Ok(exercise.clone()));
        assert_eq!(OwnExercise::read("1\t2\tA1>"), Err(OwnLineError::Shape));
        assert_eq!(OwnExercise::read(&format!("{line}\t{also}")), Err(OwnLineError::Shape), "eight fields");
        assert_eq!(OwnExercise::read(&line.replacen("1700000000000", "soon", 1)), Err(OwnLineError::Shape));
        assert_eq!(OwnExercise::read(&line.replace("\t{", "\t{oops")), Err(OwnLineError::Position));
        let bad = format!("1\t1\tZ9>\t{played}\t\t{}", start.to_json());
        assert_eq!(OwnExercise::read(&bad), Err(OwnLineError::Move("Z9>".into())));
        let bad_as_good = format!("1\t1\t{better}\t{played}\t\t{also};Z9>\t{}", start.to_json());
        assert_eq!(OwnExercise::read(&bad_as_good), Err(OwnLineError::Move("Z9>".into())));
        // The same position and move played make the same id, whenever kept.
        assert_eq!(OwnExercise::new(&start, 3, better, &[], played, &[], 5.0).id, exercise.id);
    }

    /// A line stored before the moves as good were kept (six fields, the position's JSON last)
    /// still reads, and accepts the better move only; a new line accepts the moves as good too.
    #[test]
    fn an_old_six_field_line_accepts_only_the_better_move() {
        let start = Position::start(Variant::Kujifunza, BawoSetup::default());
        let moves = start.legal_moves();
        let (better, played, also) = (moves[0], moves[1], moves[2]);
        let old = format!("1700000000000\t4\t{better}\t{played}\t{played}\t{}", start.to_json());
        let exercise = OwnExercise::read(&old).expect("an old line reads");
        assert_eq!((exercise.ply, exercise.better, exercise.played, exercise.refutation.clone()), (4, better, played, vec![played]));
        assert!(exercise.as_good.is_empty());
        assert_eq!([better, played, also].map(|mv| exercise.accepts(mv)), [true, false, false]);
        assert_eq!(exercise.id, OwnExercise::new(&start, 4, better, &[], played, &[played], 0.0).id, "the same id as before");
        let new = OwnExercise::new(&start, 4, better, &[better, also], played, &[played], 0.0);
        assert_eq!([better, played, also].map(|mv| new.accepts(mv)), [true, false, true]);
    }
}
