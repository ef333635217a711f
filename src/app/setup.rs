//! How a game is set up: which game, who plays, and the Bao la Kete match around it.

use serde::{Deserialize, Serialize};

use crate::engine::{BawoSetup, Outcome, Side, Variant};

/// Who plays against the person at this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase", try_from = "OpponentFields")]
pub enum Opponent {
    /// Two people take turns on this device (hot-seat), or a game continued from a link.
    Human,
    /// The computer plays `side` at `level` (1 is the lowest).
    Computer {
        level: u8,
        #[serde(serialize_with = "side_name")]
        side: Side,
    },
}

/// A stored [`Opponent`] as written, `{"kind": "human"}` or `{"kind": "computer", "level": 3,
/// "side": "north"}`, read as flat fields: a tagged enum would be read through serde's buffer of
/// any JSON value, kilobytes of code in the app for one small object.
#[derive(Deserialize)]
struct OpponentFields {
    kind: String,
    level: Option<u8>,
    side: Option<String>,
}

impl TryFrom<OpponentFields> for Opponent {
    type Error = String;

    fn try_from(fields: OpponentFields) -> Result<Opponent, String> {
        match (fields.kind.as_str(), fields.level, fields.side) {
            ("human", _, _) => Ok(Opponent::Human),
            ("computer", Some(level), Some(side)) => {
                Side::from_name(&side).map(|side| Opponent::Computer { level, side }).ok_or_else(|| format!("unknown side {side:?}"))
            }
            ("computer", _, _) => Err("a computer opponent needs its level and side".to_string()),
            (kind, _, _) => Err(format!("unknown opponent kind {kind:?}")),
        }
    }
}

impl Opponent {
    /// The person's side in a game against the computer; `None` between two people.
    pub fn person_side(self) -> Option<Side> {
        match self {
            Opponent::Human => None,
            Opponent::Computer { side, .. } => Some(side.opponent()),
        }
    }

    /// The side the computer plays, if any.
    pub fn computer_side(self) -> Option<Side> {
        match self {
            Opponent::Human => None,
            Opponent::Computer { side, .. } => Some(side),
        }
    }

    /// The same opponent with the sides swapped (a rematch, the next game of a match).
    pub fn swapped(self) -> Opponent {
        match self {
            Opponent::Human => Opponent::Human,
            Opponent::Computer { level, side } => Opponent::Computer { level, side: side.opponent() },
        }
    }
}

/// Everything chosen in the new-game dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSetup {
    pub variant: Variant,
    pub bawo_setup: BawoSetup,
    pub opponent: Opponent,
    /// Bao la Kete only: play a best-of-three match.
    pub kete_match: bool,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup { variant: Variant::Kiswahili, bawo_setup: BawoSetup::Chikoko, opponent: Opponent::Human, kete_match: false }
    }
}

/// A Bao la Kete best-of-three match (RULES.md §8): player 1 plays South in games 1 and 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchScore {
    /// The game being played, 1..=3.
    pub game: u8,
    /// Half-points of player 1 and player 2 (a win is 2, a draw 1 each).
    pub half_points: [u8; 2],
}

impl Default for MatchScore {
    fn default() -> Self {
        MatchScore { game: 1, half_points: [0, 0] }
    }
}

impl MatchScore {
    /// The player (0 or 1) who plays `side` in the current game.
    pub fn player_of(&self, side: Side) -> usize {
        let south = ((self.game - 1) % 2) as usize;
        if side == Side::South {
            south
        } else {
            1 - south
        }
    }

    /// The score after the current game ended with `outcome`.
    pub fn scored(&self, outcome: Outcome) -> MatchScore {
        let mut half_points = self.half_points;
        match outcome {
            Outcome::Win(side) => half_points[self.player_of(side)] += 2,
            Outcome::Draw => {
                half_points[0] += 1;
                half_points[1] += 1;
            }
        }
        MatchScore { game: self.game, half_points }
    }

    /// The match is decided: three games played, or one player cannot be caught.
    pub fn decided(&self) -> bool {
        let left = 2 * (3 - self.game as i32);
        self.game >= 3 || (self.half_points[0] as i32 - self.half_points[1] as i32).abs() > left
    }

    /// A player's points as written: "1", "½", "1½".
    pub fn points(&self, player: usize) -> String {
        let half_points = self.half_points[player];
        match (half_points / 2, half_points % 2) {
            (0, 1) => "½".to_string(),
            (whole, 1) => format!("{whole}½"),
            (whole, _) => whole.to_string(),
        }
    }

    /// The next game of the match (sides swap).
    pub fn next_game(&self) -> MatchScore {
        MatchScore { game: self.game + 1, half_points: self.half_points }
    }
}

/// Serde for [`Side`] as its name.
/// Writes a side as its name (`"south"`, `"north"`).
fn side_name<S: serde::Serializer>(side: &Side, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(side.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opponents_read_back_and_bad_ones_are_refused() {
        let computer = Opponent::Computer { level: 3, side: Side::North };
        for opponent in [Opponent::Human, computer] {
            let text = serde_json::to_string(&opponent).unwrap();
            assert_eq!(serde_json::from_str::<Opponent>(&text).unwrap(), opponent, "{text}");
        }
        assert_eq!(serde_json::to_string(&computer).unwrap(), r#"{"kind":"computer","level":3,"side":"north"}"#);
        let table: [(&str, Option<Opponent>); 6] = [
            (r#"{"kind":"human"}"#, Some(Opponent::Human)),
            (r#"{"side":"south","level":1,"kind":"computer"}"#, Some(Opponent::Computer { level: 1, side: Side::South })),
            (r#"{"kind":"computer","level":1}"#, None),
            (r#"{"kind":"computer","level":1,"side":"east"}"#, None),
            (r#"{"kind":"robot"}"#, None),
            (r#"{"level":1}"#, None),
        ];
        for (text, expected) in table {
            assert_eq!(serde_json::from_str::<Opponent>(text).ok(), expected, "{text}");
        }
    }

    #[test]
    fn a_match_alternates_sides_and_ends_when_decided() {
        let first = MatchScore::default();
        assert_eq!(first.player_of(Side::South), 0);
        let after_one = first.scored(Outcome::Win(Side::South));
        assert_eq!(after_one.half_points, [2, 0]);
        assert!(!after_one.decided());
        let second = after_one.next_game();
        assert_eq!(second.player_of(Side::South), 1);
        let after_two = second.scored(Outcome::Win(Side::North));
        assert_eq!(after_two.half_points, [4, 0]);
        assert!(after_two.decided(), "player 1 cannot be caught");
        let drawn = first.scored(Outcome::Draw).next_game().scored(Outcome::Draw);
        assert!(!drawn.decided());
        assert_eq!((drawn.points(0), first.scored(Outcome::Draw).points(1), after_two.points(0)), ("1".into(), "½".into(), "2".into()));
    }

    #[test]
    fn opponents_round_trip_through_json() {
        let computer = Opponent::Computer { level: 2, side: Side::North };
        let text = serde_json::to_string(&computer).unwrap();
        assert_eq!(text, r#"{"kind":"computer","level":2,"side":"north"}"#);
        assert_eq!(serde_json::from_str::<Opponent>(&text).unwrap(), computer);
        assert!(serde_json::from_str::<Opponent>(r#"{"kind":"computer","level":2,"side":"up"}"#).is_err());
    }
}
