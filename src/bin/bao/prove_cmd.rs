//! `bao prove kujifunza [--out FILE]`: a proof that South wins from the start, one JSON
//! object a line (see `bao::ai::prove`).

use std::path::PathBuf;
use std::time::Instant;

use bao::ai::prove::{prove, verify, CompactProof, ProveSettings};
use bao::engine::{BawoSetup, Position, Variant};

use crate::common;
use crate::failure::Failure;

/// The arguments of `bao prove`.
#[derive(clap::Args, Debug)]
pub struct ProveArgs {
    /// The game: only kujifunza is small enough to prove
    #[arg(value_parser = common::variant)]
    variant: Variant,
    /// Write the proof's JSON lines to FILE (and a JSON summary to stdout) instead of to stdout
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Also write the compact proof the app ships to FILE
    #[arg(long, value_name = "FILE")]
    compact: Option<PathBuf>,
}

impl ProveArgs {
    /// Proves the variant's start won for South, checks the proof and writes it.
    pub fn run(self) -> Result<(), Failure> {
        run(self.variant, self.out, self.compact).map_err(Failure::Proof)
    }
}

/// Proves the variant's start won for South, checks the proof and writes it to `out` (then a
/// JSON summary on stdout) or to stdout (then the summary on stderr); `compact` receives the
/// compact form. Only Bao la Kujifunza is small enough to prove.
fn run(variant: Variant, out: Option<PathBuf>, compact_out: Option<PathBuf>) -> Result<(), String> {
    if variant != Variant::Kujifunza {
        return Err(format!("only kujifunza can be proven, not {}", variant.name()));
    }
    let start = Position::start(variant, BawoSetup::default());
    let clock = Instant::now();
    let proven = prove(&start, &ProveSettings::default()).map_err(|e| format!("no proof found: {e:?}"))?;
    let ms = clock.elapsed().as_millis();
    let stats = verify(&proven.proof).map_err(|e| format!("the proof found does not check: {e}"))?;
    let compact = CompactProof::encode(&proven.proof, &start).map_err(|e| format!("the proof does not encode: {e:?}"))?;
    let summary = serde_json::json!({
        "variant": variant.name(),
        "positions": stats.nodes,
        "positions_found": proven.found_size,
        "south_nodes": stats.south_nodes,
        "north_nodes": stats.north_nodes,
        "leaves": stats.leaves,
        "height": stats.height,
        "lines": stats.lines,
        "searched": proven.searched,
        "ms": ms,
        "compact_bytes": compact.len(),
    });
    if let Some(path) = compact_out {
        CompactProof::decode(&start, &compact).map_err(|e| format!("the compact proof does not decode: {e:?}"))?;
        std::fs::write(&path, &compact).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let text = proven.proof.to_json_lines();
    match out {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("{summary}");
        }
        None => {
            print!("{text}");
            eprintln!("{summary}");
        }
    }
    Ok(())
}
