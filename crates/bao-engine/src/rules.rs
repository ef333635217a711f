//! The differences between the four games, as data (RULES.md §8–10).

use super::types::{BawoSetup, Variant};

/// Which singleton front holes a namua takata may put its reserve seed into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SingletonRule {
    /// Bao la Kiswahili and Kete: any singleton while the nyumba functions, otherwise only
    /// when every occupied front hole is a singleton.
    LiftedByNyumba,
    /// Bawo: only when every front hole other than the functional kuu holds at most one.
    KuuDoesNotLift,
}

/// Everything in which one game's rules differ from Bao la Kiswahili.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// The nyumba functions while owned and holding at least this many seeds.
    pub house_threshold: u8,
    /// Whether a takata in mtaji can create a takasia mark.
    pub takasia: bool,
    /// Kete and Bawo: the mark survives the owner's reply and obliges its creator to capture it.
    pub takasia_duty: bool,
    /// Kete and Bawo: while the kuu functions, every mtaji takata starts from it.
    pub takata_from_kuu: bool,
    /// Kete and Bawo: a lone functional kuu holding exactly this many is lifted whole in a
    /// namua takata instead of paying the tax of two.
    pub lone_house_lifted_whole_at: Option<u8>,
    /// Which singletons a namua takata may start from.
    pub singleton_rule: SingletonRule,
    /// Bawo: an opponent's hole holding at least this many cannot be captured.
    pub safe_from: Option<u8>,
    /// Bawo: a namua seed into the (empty) hole facing the opponent's functional kuu captures it.
    pub kuu_capture_clause: bool,
    /// Bawo: never-ending moves stop and self-emptying moves lose, instead of being illegal.
    pub lenient_bawo: bool,
}

impl Rules {
    /// The rules of a game (and Bawo setup).
    pub fn new(variant: Variant, setup: BawoSetup) -> Rules {
        let kiswahili = Rules {
            variant,
            house_threshold: 6,
            takasia: true,
            takasia_duty: false,
            takata_from_kuu: false,
            lone_house_lifted_whole_at: None,
            singleton_rule: SingletonRule::LiftedByNyumba,
            safe_from: None,
            kuu_capture_clause: false,
            lenient_bawo: false,
        };
        match variant {
            Variant::Kiswahili => kiswahili,
            Variant::Kete => Rules { takasia_duty: true, takata_from_kuu: true, lone_house_lifted_whole_at: Some(6), ..kiswahili },
            Variant::Bawo => Rules {
                house_threshold: setup.kuu_seeds(),
                takasia_duty: true,
                takata_from_kuu: true,
                lone_house_lifted_whole_at: Some(setup.kuu_seeds()),
                singleton_rule: SingletonRule::KuuDoesNotLift,
                safe_from: Some(16),
                kuu_capture_clause: true,
                lenient_bawo: true,
                ..kiswahili
            },
            // No nyumba: positions always have it lost, so the threshold never matters.
            Variant::Kujifunza => Rules { takasia: false, ..kiswahili },
        }
    }

    /// Whether an opponent's hole holding `seeds` can be captured.
    #[inline]
    pub fn capturable(&self, seeds: u8) -> bool {
        seeds > 0 && self.safe_from.is_none_or(|limit| seeds < limit)
    }
}
