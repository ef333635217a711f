//! Static evaluation of a Bao position from the point of view of the side to move.
//!
//! Material decides Bao in the end (a player whose front row is emptied loses), but between
//! captures what matters is where the seeds are: seeds in the front row can capture and be
//! captured, holes with two or more seeds are moves, singletons are dead weight in mtaji, a
//! functional nyumba is a store of seeds that namua can draw on (and in Kete and Bawo the kuu
//! dictates every takata), and in Bawo a hole of 16 or more is safe from capture. Capture
//! threats are measured by really playing each side's legal captures with the engine.
//!
//! Every term is a difference "side to move minus opponent" except the two threat terms, which
//! are asymmetric on purpose: the side to move can realise its threat now, the opponent only
//! after the reply. Scores are in hundredths of a seed ([`SEED`]).

use serde::{Deserialize, Serialize};

use bao_engine::{Position, Side, Stage, Variant, NYUMBA};

/// The value of one seed of material; every score is in these units.
pub const SEED: i32 = 100;

/// The weights of one evaluation table (one game, one stage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weights {
    /// Per seed owned, on the board or in reserve.
    pub material: i32,
    /// Per seed in the front row.
    pub front_seed: i32,
    /// Per occupied front hole.
    pub front_hole: i32,
    /// Per front hole holding exactly one seed.
    pub singleton: i32,
    /// Per hole holding two or more seeds (a possible start of a move).
    pub mobile_hole: i32,
    /// For a functional nyumba (kuu).
    pub nyumba: i32,
    /// Per seed of the largest capture the side to move can make now.
    pub mover_threat: i32,
    /// Per seed of the largest capture the opponent could make if it were his turn.
    pub waiting_threat: i32,
    /// Either side can win by Bao hamna with one capture.
    pub hamna_threat: i32,
    /// Per seed in front holes facing an occupied (capturable) opponent hole.
    pub exposed_seed: i32,
    /// Bawo: per front hole with 16 or more seeds, which cannot be captured.
    pub safe_hole: i32,
}

impl Weights {
    /// The names [`Weights::set`] accepts.
    pub const NAMES: [&'static str; 11] = [
        "material",
        "front_seed",
        "front_hole",
        "singleton",
        "mobile_hole",
        "nyumba",
        "mover_threat",
        "waiting_threat",
        "hamna_threat",
        "exposed_seed",
        "safe_hole",
    ];

    fn field(&mut self, name: &str) -> Option<&mut i32> {
        Some(match name {
            "material" => &mut self.material,
            "front_seed" => &mut self.front_seed,
            "front_hole" => &mut self.front_hole,
            "singleton" => &mut self.singleton,
            "mobile_hole" => &mut self.mobile_hole,
            "nyumba" => &mut self.nyumba,
            "mover_threat" => &mut self.mover_threat,
            "waiting_threat" => &mut self.waiting_threat,
            "hamna_threat" => &mut self.hamna_threat,
            "exposed_seed" => &mut self.exposed_seed,
            "safe_hole" => &mut self.safe_hole,
            _ => return None,
        })
    }

    /// Sets a weight by name (for tuning runs); `false` for an unknown name.
    pub fn set(&mut self, name: &str, value: i32) -> bool {
        self.field(name).map(|w| *w = value).is_some()
    }
}

/// The starting weights while either player still has reserve seeds (namua).
const NAMUA: Weights = Weights {
    material: SEED,
    front_seed: 6,
    front_hole: 25,
    singleton: -5,
    mobile_hole: 10,
    nyumba: 250,
    mover_threat: 60,
    waiting_threat: 45,
    hamna_threat: 30 * SEED,
    exposed_seed: -3,
    safe_hole: 0,
};

/// The starting weights once both players are in mtaji.
const MTAJI: Weights = Weights {
    material: SEED,
    front_seed: 8,
    front_hole: 20,
    singleton: -15,
    mobile_hole: 15,
    nyumba: 150,
    mover_threat: 60,
    waiting_threat: 45,
    hamna_threat: 30 * SEED,
    exposed_seed: -3,
    safe_hole: 0,
};

/// The weights of all four games, namua and mtaji.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evaluator {
    /// Indexed by [`variant_index`], then 0 = namua, 1 = mtaji.
    tables: [[Weights; 2]; 4],
}

fn variant_index(variant: Variant) -> usize {
    match variant {
        Variant::Kiswahili => 0,
        Variant::Kete => 1,
        Variant::Bawo => 2,
        Variant::Kujifunza => 3,
    }
}

impl Default for Evaluator {
    /// The tuned weights. Tuning (see the notes in `src/ai/mod.rs`) kept, for Bao la Kiswahili
    /// and Bao la Kete, no value for front-row seeds as such, more for holes a move can start
    /// from and a larger penalty for seeds facing occupied holes; for Bawo and Bao la Kujifunza
    /// no change cleared the bar yet, so they keep the starting weights.
    fn default() -> Evaluator {
        let tuned = |w: Weights| Weights { front_seed: 0, mobile_hole: 30, exposed_seed: -10, ..w };
        // Kete and Bawo: the kuu forces every mtaji takata to start from it, so keeping it is
        // worth less than in Bao la Kiswahili, where it is a free choice.
        let kuu_game = |w: Weights, nyumba: i32| Weights { nyumba, ..w };
        let bawo = |w: Weights| Weights { safe_hole: 60, ..kuu_game(w, w.nyumba / 2) };
        Evaluator {
            tables: [[tuned(NAMUA), tuned(MTAJI)], [tuned(kuu_game(NAMUA, 200)), tuned(kuu_game(MTAJI, 80))], [bawo(NAMUA), bawo(MTAJI)], [MTAJI, MTAJI]],
        }
    }
}

impl Evaluator {
    /// The table that applies to a position: namua while either side has reserve seeds.
    pub fn weights(&self, pos: &Position) -> &Weights {
        let stage = usize::from(pos.reserve(Side::South) == 0 && pos.reserve(Side::North) == 0);
        &self.tables[variant_index(pos.variant())][stage]
    }

    /// Sets one weight in both stage tables of a game (for tuning runs).
    pub fn set(&mut self, variant: Variant, name: &str, value: i32) -> bool {
        self.tables[variant_index(variant)].iter_mut().all(|w| w.set(name, value))
    }

    /// The score of `pos` for its side to move.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        self.evaluate_with(pos, None)
    }

    /// Like [`Evaluator::evaluate`] when the caller already knows whether the side to move has
    /// a capture (quiescence has just asked), which saves simulating them again.
    pub fn evaluate_with(&self, pos: &Position, mover_can_capture: Option<bool>) -> i32 {
        let w = self.weights(pos);
        let mover = pos.to_move();
        let waiting = mover.opponent();
        let mut score = side_terms(pos, mover, w) - side_terms(pos, waiting, w);
        if pos.stage() == Stage::Gambit {
            return score;
        }
        let mover_threat = if mover_can_capture == Some(false) { Threat::NONE } else { largest_capture(pos) };
        let waiting_threat = largest_capture(&pos.with_side_to_move(waiting));
        score += w.mover_threat * mover_threat.seeds as i32 - w.waiting_threat * waiting_threat.seeds as i32;
        if mover_threat.bao_hamna {
            score += w.hamna_threat;
        }
        if waiting_threat.bao_hamna {
            score -= w.hamna_threat;
        }
        score
    }
}

/// The terms of one side that do not need move generation.
fn side_terms(pos: &Position, side: Side, w: &Weights) -> i32 {
    let holes = pos.holes_of(side);
    let theirs = pos.holes_of(side.opponent());
    let front = &holes[..8];
    let material: i32 = holes.iter().map(|&n| n as i32).sum::<i32>() + pos.reserve(side) as i32;
    let front_seeds: i32 = front.iter().map(|&n| n as i32).sum();
    let front_holes = front.iter().filter(|&&n| n > 0).count() as i32;
    let singletons = front.iter().filter(|&&n| n == 1).count() as i32;
    let mobile_holes = holes.iter().filter(|&&n| n >= 2).count() as i32;
    let exposed: i32 = (0..8).filter(|&k| theirs[7 - k] > 0).map(|k| front[k] as i32).sum();
    let safe_holes = front.iter().filter(|&&n| n >= 16).count() as i32;
    let nyumba = i32::from(pos.house_functional(side) && holes[NYUMBA as usize] > 0);
    w.material * material
        + w.front_seed * front_seeds
        + w.front_hole * front_holes
        + w.singleton * singletons
        + w.mobile_hole * mobile_holes
        + w.exposed_seed * exposed
        + w.safe_hole * safe_holes
        + w.nyumba * nyumba
}

/// The best capture a side to move has: seeds taken and whether it wins by Bao hamna.
#[derive(Clone, Copy, Debug, Default)]
struct Threat {
    seeds: u8,
    bao_hamna: bool,
}

impl Threat {
    const NONE: Threat = Threat { seeds: 0, bao_hamna: false };
}

/// Plays every legal capture of the side to move (if he has one) and keeps the largest.
fn largest_capture(pos: &Position) -> Threat {
    let mut threat = Threat::NONE;
    pos.for_each_legal_capture(|capture| {
        threat.seeds = threat.seeds.max(capture.info.seeds_captured);
        threat.bao_hamna |= capture.info.bao_hamna;
    });
    threat
}
