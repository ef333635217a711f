//! Drives `bao prove kujifunza` until the command is wired into `bao`, and writes the compact
//! proof the app ships:
//! `cargo run --release --example prove -- [--out FILE] [--compact FILE]`.

#[path = "../src/bin/bao/prove_cmd.rs"]
mod prove_cmd;

use std::path::PathBuf;

use bao::ai::prove::{verify, CompactProof, Proof};
use bao::engine::{BawoSetup, Position, Variant};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).map(PathBuf::from);
    let out = value("--out");
    prove_cmd::run(Variant::Kujifunza, out.clone())?;
    if let (Some(out), Some(compact)) = (out, value("--compact")) {
        let text = std::fs::read_to_string(&out).map_err(|e| e.to_string())?;
        let proof = Proof::from_json_lines(&text).map_err(|e| e.to_string())?;
        verify(&proof).map_err(|e| e.to_string())?;
        let start = Position::start(Variant::Kujifunza, BawoSetup::default());
        let bytes = CompactProof::encode(&proof, &start).map_err(|e| format!("{e:?}"))?;
        let decoded = CompactProof::decode(&start, &bytes).map_err(|e| format!("{e:?}"))?;
        std::fs::write(&compact, &bytes).map_err(|e| e.to_string())?;
        println!("{{\"compact_bytes\":{},\"decoded_positions\":{}}}", bytes.len(), decoded.len());
    }
    Ok(())
}
