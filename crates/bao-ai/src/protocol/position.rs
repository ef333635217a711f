//! A position as one value of a request: the fields of the JSON of RULES.md §12 in a fixed
//! order, separated by `/`, with `-` for an absent `bawo_setup` or `takasia`:
//!
//! ```text
//! variant/bawo_setup/to_move/S front/S back/S reserve/S house/N front/N back/N reserve/N house/takasia/ply
//! kiswahili/-/south/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0/22/owned/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0/22/owned/-/0
//! ```
//!
//! It is read into a [`PositionSetup`] and checked by [`PositionSetup::validate`], so a
//! position the worker is sent passes exactly the checks a position JSON passes.

use std::fmt::{self, Display};

use bao_engine::{Position, PositionSetup, SideSetup};

use super::wire::{bad, number, Excerpt, Joined, ProtocolError};

/// A position as a request's value.
pub struct PositionText<'a>(pub &'a PositionSetup);

impl Display for PositionText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let setup = self.0;
        write!(f, "{}/{}/{}/", setup.variant, setup.bawo_setup.as_deref().unwrap_or("-"), setup.to_move)?;
        for side in [&setup.south, &setup.north] {
            write!(f, "{}/{}/{}/{}/", Joined(&side.front, ','), Joined(&side.back, ','), side.reserve, side.house)?;
        }
        write!(f, "{}/{}", setup.takasia.as_deref().unwrap_or("-"), setup.ply)
    }
}

/// Reads the position of the value of `key` and checks it (`study`: another seed total than
/// 64 is accepted); an invalid position is a [`ProtocolError::Position`].
pub fn read_position(key: &'static str, value: &str, study: bool) -> Result<Position, ProtocolError> {
    read_setup(key, value)?.validate(study).map_err(ProtocolError::Position)
}

/// Reads the fields of a position, unchecked.
fn read_setup(key: &'static str, value: &str) -> Result<PositionSetup, ProtocolError> {
    let parts: Vec<&str> = value.split('/').collect();
    let &[variant, bawo_setup, to_move, sf, sb, sr, sh, nf, nb, nr, nh, takasia, ply] = parts.as_slice() else {
        return Err(bad(key, value));
    };
    let side = |front: &str, back: &str, reserve: &str, house: &str| -> Result<SideSetup, ProtocolError> {
        Ok(SideSetup { front: counts(key, front)?, back: counts(key, back)?, reserve: number(key, reserve)?, house: name(house) })
    };
    Ok(PositionSetup {
        variant: name(variant),
        bawo_setup: absent(bawo_setup),
        to_move: name(to_move),
        south: side(sf, sb, sr, sh)?,
        north: side(nf, nb, nr, nh)?,
        takasia: absent(takasia),
        ply: number(key, ply)?,
    })
}

/// A row's seed counts (`0,0,6,2`), as many as it gives: the check says when they are not 8.
fn counts(key: &'static str, row: &str) -> Result<Vec<i64>, ProtocolError> {
    row.split(',').map(|count| number(key, count)).collect()
}

/// A name as the check reads it, cut like an error's quote: no name is that long, and the
/// check's error quotes it.
fn name(text: &str) -> String {
    Excerpt::of(text).as_str().to_string()
}

/// A name, or `None` for `-`.
fn absent(text: &str) -> Option<String> {
    (text != "-").then(|| name(text))
}
