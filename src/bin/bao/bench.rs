//! `bao bench [--seconds S]`: the speed of random playouts.

use std::time::{Duration, Instant};

use bao::engine::random::{playout, Rng};
use bao::engine::{BawoSetup, Position, Variant};

use crate::common;
use crate::failure::Failure;

/// The arguments of `bao bench`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Seconds of playouts per game
    #[arg(long, value_name = "S", default_value = "2", value_parser = common::seconds)]
    seconds: f64,
}

impl BenchArgs {
    /// Prints one JSON line per game: random playouts and moves per second from its start.
    pub fn run(self) -> Result<(), Failure> {
        for variant in Variant::ALL {
            let start = Position::start(variant, BawoSetup::default());
            let mut rng = Rng::new(1);
            let began = Instant::now();
            let budget = Duration::from_secs_f64(self.seconds);
            let (mut playouts, mut moves) = (0u64, 0u64);
            while began.elapsed() < budget {
                let (_, _, plies) = playout(&start, &mut rng);
                moves += plies as u64;
                playouts += 1;
            }
            let elapsed = began.elapsed().as_secs_f64();
            println!(
                "{}",
                serde_json::json!({
                    "variant": variant.name(),
                    "playouts_per_s": (playouts as f64 / elapsed).round(),
                    "moves_per_s": (moves as f64 / elapsed).round(),
                })
            );
        }
        Ok(())
    }
}
