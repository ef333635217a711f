//! Two tabs, one stored game and one game list: what a tab does when storage holds something
//! it did not write. Pure: the browser side reads and writes the texts and asks these.
//!
//! * **Before writing its game**, a tab compares what storage holds with the save it last wrote
//!   or read there (`known`). If another tab wrote since, the tab keeps its own game on screen
//!   (the player just moved in it) and files the other version in the game list before it
//!   writes ([`before_write`] → [`BeforeWrite::Clash`]): the later tab is told, and both are
//!   kept.
//! * **When another tab writes**, a tab whose game is stored as it is shows the newer one
//!   (another tab went on, took a move back, or started a game — then it filed this one).
//!   A tab that has a version storage never kept — both tabs wrote the same revision at the
//!   same instant, or its writes fail — files its own version in the game list and shows the
//!   stored one ([`on_other_write`] → [`OtherWrite::AdoptAndFileOurs`]).
//! * **The game list** only grows (games are filed, never removed, the oldest dropped past
//!   [`super::LIST_LIMIT`]): a tab merges before writing it ([`merge_lists`]), so a game filed
//!   by another tab is not written over.
//!
//! A version filed from a clash of the same game gets an id of its own, made from its record
//! ([`filed_id`]), so both tabs file it under the same id and the list holds it once.

use super::{ListedGame, SavedGame, LIST_LIMIT};

/// Whether two saves are the same version of the same game.
pub fn same_version(a: &SavedGame, b: &SavedGame) -> bool {
    a.id == b.id && a.revision == b.revision && a.record == b.record
}

/// What a tab does before writing its changed game.
#[derive(Clone, Debug, PartialEq)]
pub enum BeforeWrite {
    /// Storage holds what this tab last knew of it (or nothing, or this very version): write.
    Write,
    /// Another tab wrote this stored game since: keep ours, file it, then write ours.
    Clash(SavedGame),
}

/// Compares what storage holds now (`stored`; `None` if nothing or nothing readable) with
/// what this tab last wrote or read there (`known`).
pub fn before_write(ours: &SavedGame, stored: Option<SavedGame>, known: Option<&SavedGame>) -> BeforeWrite {
    match stored {
        None => BeforeWrite::Write,
        Some(stored) if same_version(&stored, ours) || known.is_some_and(|k| same_version(k, &stored)) => BeforeWrite::Write,
        Some(stored) => BeforeWrite::Clash(stored),
    }
}

/// What a tab does when another tab wrote the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OtherWrite {
    /// Storage holds this tab's own version: nothing to do.
    Nothing,
    /// Show the stored game: this tab's version was stored and the other tab saw it.
    Adopt,
    /// Show the stored game and file this tab's version in the game list: the other tab never
    /// saw it.
    AdoptAndFileOurs,
}

/// `ours_stored`: this tab's writes go through (its game is in storage as far as it knows).
pub fn on_other_write(ours: &SavedGame, stored: &SavedGame, ours_stored: bool, ours_has_moves: bool) -> OtherWrite {
    if same_version(ours, stored) {
        return OtherWrite::Nothing;
    }
    // A tab that saw our version moved on from it: a higher revision, or another game.
    let moved_on = stored.id != ours.id || stored.revision > ours.revision;
    if (ours_stored && moved_on) || !ours_has_moves {
        OtherWrite::Adopt
    } else {
        OtherWrite::AdoptAndFileOurs
    }
}

/// The id under which `filed` goes into the game list beside `shown` (the game that stays on
/// screen): its own id if it is another game, else the game's id with a mark made from its
/// record, the same in every tab.
pub fn filed_id(filed: &SavedGame, shown: &SavedGame) -> String {
    if filed.id != shown.id {
        return filed.id.clone();
    }
    // FNV-1a: a short, stable fingerprint of the record.
    let hash = filed.record.bytes().fold(0x811c_9dc5_u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    format!("{}~{hash:08x}", filed.id)
}

/// `first`'s games, then those of `second` that `first` does not hold (by id), bounded.
pub fn merge_lists(first: &[ListedGame], second: &[ListedGame]) -> Vec<ListedGame> {
    let extra = second.iter().filter(|g| first.iter().all(|f| f.id != g.id));
    first.iter().chain(extra).take(LIST_LIMIT).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::setup::Opponent;

    fn save(id: &str, revision: u64, moves: &str) -> SavedGame {
        SavedGame {
            id: id.to_string(),
            revision,
            record: format!("Variant: kujifunza\n\n{moves}"),
            opponent: Opponent::Human,
            resigned: None,
            kete_match: None,
            redo: Vec::new(),
            coach: None,
        }
    }

    fn listed(id: &str) -> ListedGame {
        ListedGame { id: id.to_string(), record: String::new(), finished: true }
    }

    #[test]
    fn a_tab_writes_over_only_what_it_knew() {
        let known = save("g", 3, "A3>\n");
        let ours = save("g", 4, "A3>\na6>\n");
        // Table: what storage holds → what the tab does.
        let cases = [
            (None, BeforeWrite::Write),
            (Some(known.clone()), BeforeWrite::Write),
            // Our own version already there (written before, an effect run again).
            (Some(ours.clone()), BeforeWrite::Write),
            // Another tab moved from the same position: both versions are kept.
            (Some(save("g", 4, "A3>\na2<\n")), BeforeWrite::Clash(save("g", 4, "A3>\na2<\n"))),
            // Another tab started another game.
            (Some(save("h", 4, "")), BeforeWrite::Clash(save("h", 4, ""))),
        ];
        for (stored, expected) in cases {
            assert_eq!(before_write(&ours, stored.clone(), Some(&known)), expected, "{stored:?}");
        }
        // A tab that never saw storage (it could not read it) writes over nothing it knew of.
        assert_eq!(before_write(&ours, Some(known.clone()), None), BeforeWrite::Clash(known));
    }

    #[test]
    fn another_tabs_write_is_adopted_only_when_ours_was_stored_and_seen() {
        let ours = save("g", 4, "A3>\na6>\n");
        // Table: (stored by the other tab, our game stored, we have moves) → what we do.
        let cases = [
            (ours.clone(), true, true, OtherWrite::Nothing),
            // The other tab went on from our version, or took a move back.
            (save("g", 5, "A3>\na6>\nA2<\n"), true, true, OtherWrite::Adopt),
            (save("g", 5, "A3>\n"), true, true, OtherWrite::Adopt),
            // It started another game (and filed ours when it did).
            (save("h", 5, ""), true, true, OtherWrite::Adopt),
            // Both tabs wrote revision 4 at once: the other never saw ours.
            (save("g", 4, "A3>\na2<\n"), true, true, OtherWrite::AdoptAndFileOurs),
            // Our writes fail: nothing of ours is stored.
            (save("g", 5, "A3>\na6>\nA2<\n"), false, true, OtherWrite::AdoptAndFileOurs),
            (save("h", 5, ""), false, true, OtherWrite::AdoptAndFileOurs),
            // Nothing of ours to keep: a game without moves.
            (save("g", 4, "A3>\na2<\n"), false, false, OtherWrite::Adopt),
        ];
        for (stored, ours_stored, has_moves, expected) in cases {
            assert_eq!(on_other_write(&ours, &stored, ours_stored, has_moves), expected, "{stored:?} {ours_stored}");
        }
    }

    #[test]
    fn a_clashing_version_is_filed_under_one_id_in_every_tab() {
        let (a, b) = (save("g", 4, "A3>\na6>\n"), save("g", 4, "A3>\na2<\n"));
        // Filed by its own tab or by the other, a version gets the same id; two versions get two.
        assert_eq!(filed_id(&a, &b), filed_id(&a, &save("g", 7, "")));
        assert_ne!(filed_id(&a, &b), filed_id(&b, &a));
        assert!(filed_id(&a, &b).starts_with("g~"), "{}", filed_id(&a, &b));
        // Another game keeps its id.
        assert_eq!(filed_id(&save("h", 1, ""), &a), "h");
    }

    #[test]
    fn merged_lists_keep_every_game_once_and_stay_bounded() {
        let ours = [listed("a"), listed("b")];
        let stored = [listed("c"), listed("a"), listed("d")];
        let ids = |list: Vec<ListedGame>| list.into_iter().map(|g| g.id).collect::<Vec<_>>();
        assert_eq!(ids(merge_lists(&ours, &stored)), ["a", "b", "c", "d"]);
        assert_eq!(ids(merge_lists(&stored, &ours)), ["c", "a", "d", "b"]);
        let many: Vec<ListedGame> = (0..LIST_LIMIT).map(|i| listed(&format!("g{i}"))).collect();
        let merged = merge_lists(&ours, &many);
        assert_eq!(merged.len(), LIST_LIMIT);
        assert_eq!(merged[..3].iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["a", "b", "g0"]);
    }
}
