//! One ply of a game explained: its label and notation in the move list's numbering, its
//! narration, trail and lap steps, all read from one [`MoveStory`] of the ply replayed from the
//! position before it (the game's highlighted move, the analysis board's shown move).

use crate::engine::Game;

use super::{LapIndex, MoveLabel, MoveStory, Narration, Numbering, Trail};

/// One ply of a game explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainedPly {
    /// The ply's index in the game (0 = the first ply).
    pub index: usize,
    /// Its number in the move list (`3.` or `3…`).
    pub label: MoveLabel,
    /// The move as the move list writes it (with its capture mark).
    pub notation: String,
    pub narration: Narration,
    pub trail: Trail,
    /// Its lap steps (for the lap bar).
    pub laps: LapIndex,
}

impl ExplainedPly {
    /// `3. A3>*`: the move list's label and entry.
    pub fn title(&self) -> String {
        format!("{} {}", self.label.text(), self.notation)
    }
}

/// The move list's entry for ply `index` of `game`: its label and notation.
pub fn move_entry(game: &Game, index: usize) -> Option<(MoveLabel, String)> {
    let ply = game.plies().get(index)?;
    Some((Numbering::new(game.start()).label(index), ply.annotated(game.position_at(index).to_move())))
}

/// Ply `index` of any game explained (the game's, or the analysis board's line), replayed
/// from the position before it; `None` past the last ply.
pub fn explain_game_ply(game: &Game, index: usize) -> Option<ExplainedPly> {
    let (label, notation) = move_entry(game, index)?;
    let before = game.position_at(index);
    let events = before.play(&game.plies()[index].mv).map(|p| p.events).unwrap_or_default();
    let story = MoveStory::read(before, &events);
    Some(ExplainedPly {
        index,
        label,
        notation,
        narration: Narration::from_story(before.variant(), &story),
        trail: Trail::from_story(&story),
        laps: LapIndex::from_story(&story),
    })
}
