//! The learner's puzzle rating by Glicko-2 (Mark Glickman, "Example of the Glicko-2 system",
//! 2013): each attempt is one game against the puzzle, whose strength is its band's
//! ([`crate::puzzles::Rating::strength`]); solving it is a win, missing it a loss. The rating
//! picks the next puzzle (the one nearest the learner's strength).

use std::f64::consts::PI;

/// Glicko-2's scale factor between the displayed scale and its own.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
/// A puzzle's rating deviation: its strength is known fairly well.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// The volatility iteration's tolerance.
const EPSILON: f64 = 0.000_001;

/// A learner's rating, deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Glicko {
    /// A new learner: 1500, deviation 350, volatility 0.06 (Glickman's defaults).
    fn default() -> Glicko {
        Glicko { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

/// One game of a rating period: the opponent's rating and deviation and the score (1 won, 0
/// lost, 0.5 drawn).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedGame {
    pub rating: f64,
    pub deviation: f64,
    pub score: f64,
}

/// `e^x` and `ln x`: the browser's in the app (Rust's own add kilobytes of code to it).
#[cfg(target_arch = "wasm32")]
fn exp(x: f64) -> f64 {
    js_sys::Math::exp(x)
}

#[cfg(target_arch = "wasm32")]
fn ln(x: f64) -> f64 {
    js_sys::Math::log(x)
}

#[cfg(not(target_arch = "wasm32"))]
fn exp(x: f64) -> f64 {
    x.exp()
}

#[cfg(not(target_arch = "wasm32"))]
fn ln(x: f64) -> f64 {
    x.ln()
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + exp(-g(phi_j) * (mu - mu_j)))
}

impl Glicko {
    /// The rating after one attempt at a puzzle of `strength`.
    pub fn after_attempt(self, strength: f64, solved: bool) -> Glicko {
        self.after(&[RatedGame { rating: strength, deviation: PUZZLE_DEVIATION, score: if solved { 1.0 } else { 0.0 } }])
    }

    /// The rating after one rating period of `games` (Glickman's steps 2 to 8).
    pub fn after(self, games: &[RatedGame]) -> Glicko {
        let (mu, phi) = ((self.rating - 1500.0) / SCALE, self.deviation / SCALE);
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Glicko { deviation: phi * SCALE, ..self };
        }
        let terms: Vec<(f64, f64, f64)> =
            games.iter().map(|o| (g(o.deviation / SCALE), expected(mu, (o.rating - 1500.0) / SCALE, o.deviation / SCALE), o.score)).collect();
        let v = 1.0 / terms.iter().map(|&(g, e, _)| g * g * e * (1.0 - e)).sum::<f64>();
        let improvement: f64 = terms.iter().map(|&(g, e, s)| g * (s - e)).sum();
        let delta = v * improvement;
        let sigma = new_volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * improvement;
        Glicko { rating: 1500.0 + SCALE * mu_new, deviation: SCALE * phi_new, volatility: sigma }
    }
}

/// Step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = ln(sigma * sigma);
    let f = |x: f64| {
        let ex = exp(x);
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut lo = a;
    let mut hi = if delta * delta > phi * phi + v {
        ln(delta * delta - phi * phi - v)
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_lo, mut f_hi) = (f(lo), f(hi));
    while (hi - lo).abs() > EPSILON {
        let c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
        let f_c = f(c);
        if f_c * f_hi <= 0.0 {
            lo = hi;
            f_lo = f_hi;
        } else {
            f_lo /= 2.0;
        }
        hi = c;
        f_hi = f_c;
    }
    exp(lo / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example_comes_out() {
        // Glickman's example: a 1500 (deviation 200, volatility 0.06) player beats a 1400
        // (30) and loses to a 1550 (100) and a 1700 (300): 1464.06, 151.52, 0.05999.
        let player = Glicko { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            RatedGame { rating: 1400.0, deviation: 30.0, score: 1.0 },
            RatedGame { rating: 1550.0, deviation: 100.0, score: 0.0 },
            RatedGame { rating: 1700.0, deviation: 300.0, score: 0.0 },
        ];
        let after = player.after(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn solving_raises_missing_lowers_and_both_narrow_the_deviation() {
        let new = Glicko::default();
        let solved = new.after_attempt(1500.0, true);
        let missed = new.after_attempt(1500.0, false);
        assert!(solved.rating > 1500.0 && missed.rating < 1500.0, "{solved:?} {missed:?}");
        assert!((solved.rating - 1500.0 - (1500.0 - missed.rating)).abs() < 1e-6, "an even puzzle moves the rating alike both ways");
        assert!(solved.deviation < 350.0 && missed.deviation < 350.0);
        // Beating a much weaker puzzle moves the rating less than beating an even one.
        assert!(new.after_attempt(900.0, true).rating - 1500.0 < solved.rating - 1500.0);
    }
}
