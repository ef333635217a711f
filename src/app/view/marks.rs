//! The board's light marks, asked of the engine through [`crate::app::explain`]: the first lap
//! of the move under the pointer (or of each direction of a picked hole), the placements of a
//! Bawo gambit the opponent captures at once, and the reserve seeds grouped for drawing.

use crate::app::explain::{self, FirstLap, GambitExposure};
use crate::app::i18n::{self, BoardText, Lang};
use crate::app::input::Pick;
use crate::engine::{Dir, Hole, Move, Position};

/// The reserve seeds are drawn in groups of this many.
pub const SEED_GROUP: u8 = 5;

/// One previewed first lap, as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapPreview {
    /// The move's direction (`None`: a kimbi namua capture, which has none).
    pub dir: Option<Dir>,
    pub start: Hole,
    /// Where the first lap ends (for a namua capture: the hole that takes the reserve seed).
    pub end: Hole,
    /// The opponent's hole it captures, with its seeds.
    pub capture: Option<(Hole, u8)>,
    /// The move and what its first lap does, in words ("A3>: the first lap ends in A5 and
    /// captures 2 from a4"), and the whole move's capture when later laps capture too.
    pub text: String,
}

/// The hole whose moves are previewed: the picked hole (all its directions), else the hole
/// under the pointer when it can be played.
pub fn previewed_hole(pick: &Pick, pointed: Option<Hole>, playable: &[Hole]) -> Option<Hole> {
    match pick {
        Pick::Hole { hole, .. } => Some(*hole),
        Pick::Idle => pointed.filter(|h| playable.contains(h)),
        Pick::Gambit { .. } => None,
    }
}

/// The first lap of every legal move from `hole` (one per direction or kichwa offered).
pub fn lap_previews(lang: Lang, pos: &Position, hole: Hole) -> Vec<LapPreview> {
    explain::first_laps(pos, hole).into_iter().map(|lap| preview_of(lang, &lap)).collect()
}

fn preview_of(lang: Lang, lap: &FirstLap) -> LapPreview {
    let notation = Move::Sow(lap.mv).to_string();
    let end = lap.end.name();
    let text = match lap.capture {
        Some((hole, seeds)) => i18n::tf(lang, BoardText::PreviewCaptures, &[&notation, &end, &seeds.to_string(), &hole.name()]),
        None => i18n::tf(lang, BoardText::PreviewEnds, &[&notation, &end]),
    };
    // A move that captures again in later laps (or only there) says its whole capture.
    let text = match lap.capture {
        Some((_, seeds)) if lap.total == u32::from(seeds) => text,
        _ if lap.total == 0 => text,
        _ => i18n::tf(lang, BoardText::PreviewTotal, &[&text, &lap.total.to_string()]),
    };
    LapPreview { dir: lap.mv.dir, start: lap.mv.hole, end: lap.end, capture: lap.capture, text }
}

/// The gambit being placed (`placed`: the holes in the order the seeds went in) and which of
/// those placements the opponent captures at once; `None` outside a gambit.
pub fn gambit_exposure(pos: &Position, placed: &[Hole]) -> Option<GambitExposure> {
    let mut counts = [0u8; 16];
    for hole in placed.iter().filter(|h| h.side == pos.to_move()) {
        counts[hole.k as usize] = counts[hole.k as usize].saturating_add(1);
    }
    explain::gambit_exposure(pos, &counts)
}

/// The reserve seeds in groups of [`SEED_GROUP`], the last one holding the rest
/// (22 → 5 5 5 5 2).
pub fn seed_groups(count: u8) -> Vec<u8> {
    let full = count / SEED_GROUP;
    let rest = count % SEED_GROUP;
    let mut groups = vec![SEED_GROUP; full as usize];
    if rest > 0 {
        groups.push(rest);
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Side, Variant};

    fn hole(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    #[test]
    fn reserve_seeds_come_in_fives() {
        // Table: the count, and its groups of five with the rest last.
        let cases: &[(u8, &[u8])] = &[(0, &[]), (1, &[1]), (5, &[5]), (6, &[5, 1]), (22, &[5, 5, 5, 5, 2]), (10, &[5, 5])];
        for &(count, groups) in cases {
            assert_eq!(seed_groups(count), groups, "{count}");
            assert_eq!(seed_groups(count).iter().map(|&g| g as u32).sum::<u32>(), count as u32);
        }
    }

    #[test]
    fn the_previewed_hole_is_the_picked_one_or_a_playable_pointed_one() {
        let (a3, a4) = (hole("A3"), hole("A4"));
        assert_eq!(previewed_hole(&Pick::Idle, Some(a3), &[a3]), Some(a3));
        assert_eq!(previewed_hole(&Pick::Idle, Some(a4), &[a3]), None, "an unplayable hole shows nothing");
        assert_eq!(previewed_hole(&Pick::Idle, None, &[a3]), None);
        assert_eq!(previewed_hole(&Pick::Hole { hole: a3, choices: Vec::new() }, Some(a4), &[a3]), Some(a3), "the picked hole wins");
        assert_eq!(previewed_hole(&Pick::Gambit { placed: Vec::new() }, Some(a3), &[a3]), None);
    }

    /// Bao la Kujifunza starts with 2 seeds in every hole (RULES.md §10). South's A3 sown to
    /// the right drops into A4 and A5: the lap ends in A5, now 3 seeds, facing North's a4
    /// (A i faces a(9−i)), which holds 2: captured. To the left it drops into A2 and A1: it
    /// ends in A1 (3 seeds) facing a8 (2 seeds): captured too.
    #[test]
    fn a_kujifunza_start_hole_previews_both_directions() {
        let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let previews = lap_previews(Lang::En, &pos, hole("A3"));
        let right = previews.iter().find(|p| p.dir == Some(Dir::Right)).expect("A3> is legal");
        assert_eq!((right.start, right.end, right.capture), (hole("A3"), hole("A5"), Some((hole("a4"), 2))));
        // A5's capture of a4 is sown from A1 (A5 central, clockwise: the left kichwa): A1 3, A2
        // 3, ending in A2 (occupied) facing a7 (2): the move captures again, so its preview
        // says the whole move's capture too.
        assert!(right.text.starts_with("A3>: the first lap ends in A5 and captures 2 from a4; the whole move captures "), "{}", right.text);
        let left = previews.iter().find(|p| p.dir == Some(Dir::Left)).expect("A3< is legal");
        assert_eq!((left.end, left.capture), (hole("A1"), Some((hole("a8"), 2))));
        let sw = lap_previews(Lang::Sw, &pos, hole("A3"));
        assert!(sw.iter().any(|p| p.text.starts_with("A3>: mzunguko wa kwanza unaishia A5 na kula kete 2 za a4; mwendo mzima unakula kete ")), "{sw:?}");
    }

    /// The learning path's chain position (RULES.md §2, §4): South front 0 0 2 0 1 2 0 1, North
    /// front a1 1, a4 2, a8 3. A6> sows A7, A8 (held 1): A8 faces a1 (1): captured, entered at
    /// the right kichwa A8 (a kimbi capture): A8 3, ending there with a1 now empty: relay 3 to
    /// the left, A7 A6 A5; A5 (held 1) faces a4 (2): captured. 1 + 2 = 3 seeds in all.
    /// A3> sows A4, A5 (held 1), facing a4 (2): captured, entered at A1 (A5 central, clockwise:
    /// the left kichwa), A1 A2 (empty before): the end; it captures only in its first lap.
    #[test]
    fn a_move_that_captures_again_previews_its_whole_capture() {
        let json = r#"{"variant":"kujifunza","to_move":"south","takasia":null,"ply":0,
            "south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},
            "north":{"front":[1,0,0,2,0,0,0,3],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"}}"#;
        let pos = Position::from_json(json, true).unwrap();
        let a6 = lap_previews(Lang::En, &pos, hole("A6"));
        assert_eq!(a6.iter().map(|p| p.text.as_str()).collect::<Vec<_>>(), ["A6>: the first lap ends in A8 and captures 1 from a1; the whole move captures 3"]);
        assert_eq!(lap_previews(Lang::Sw, &pos, hole("A6"))[0].text, "A6>: mzunguko wa kwanza unaishia A8 na kula kete 1 za a1; mwendo mzima unakula kete 3");
        let a3 = lap_previews(Lang::En, &pos, hole("A3"));
        assert_eq!(a3.iter().map(|p| p.text.as_str()).collect::<Vec<_>>(), ["A3>: the first lap ends in A5 and captures 2 from a4"]);
    }

    /// Bawo with the Chikoko set-up (RULES.md §9): each side starts with kuu 8 and the two
    /// holes to its right 2 each (a5, a6, a7 for North). South's gambit: North's gambit then
    /// takes every seed of South's front holes facing North's occupied front holes; A i faces
    /// a(9−i), so a seed in A3 (facing a6) is exposed, one in A1 (facing the empty a8) is not,
    /// nor one in the back row (B3).
    #[test]
    fn a_gambit_seed_facing_an_occupied_hole_is_exposed() {
        let pos = Position::start(Variant::Bawo, BawoSetup::Chikoko);
        assert_eq!(pos.to_move(), Side::South);
        let exposure = gambit_exposure(&pos, &[hole("A3"), hole("A1"), hole("B3")]).expect("a gambit");
        assert_eq!(exposure.exposed, vec![(hole("A3"), 1)]);
        assert_eq!(exposure.rule, explain::GambitRule::NorthTakesFacing);
        assert!(gambit_exposure(&Position::start(Variant::Kujifunza, BawoSetup::Chikoko), &[]).is_none(), "no gambit");
    }
}
