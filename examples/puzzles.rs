//! Runs `bao puzzles` before it is wired into the `bao` tool: the same command code.
//! `cargo run --release --example puzzles -- --variant kujifunza --count 10 --seed 1`

#[path = "../src/bin/bao/puzzles_cmd.rs"]
mod puzzles_cmd;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match puzzles_cmd::parse_args(&args).and_then(puzzles_cmd::run) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bao: {message}");
            std::process::ExitCode::from(2)
        }
    }
}
